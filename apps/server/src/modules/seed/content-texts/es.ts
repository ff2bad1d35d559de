/** The demo's policy pages and blog in Spanish. */
import type { ContentTexts } from './types';

export const es: ContentTexts = {
  policies: {
    terms: {
      title: 'Términos y condiciones',
      content: `<p>Te damos la bienvenida a Agora. Estos términos se aplican cada vez que navegas, compras o vendes en nuestro marketplace. Al crear una cuenta o hacer un pedido los aceptas, así que te pedimos que los leas con atención.</p>
<h2>Quiénes somos</h2>
<p>Agora es un marketplace: tiendas independientes publican y venden sus propios productos, y nosotros gestionamos la plataforma, cobramos los pagos e intervenimos cuando algo sale mal. Cada compra es un contrato entre tú y la tienda que vende el artículo.</p>
<h2>Tu cuenta</h2>
<ul><li>Para comprar debes tener al menos 18 años o contar con el permiso de tus padres.</li><li>No compartas tu contraseña. Eres responsable de lo que se haga desde tu cuenta.</li><li>Usa datos reales: nombre, correo electrónico y dirección de entrega.</li></ul>
<h2>Pedidos y precios</h2>
<p>Los precios se muestran en dólares estadounidenses; los importes en otras monedas son orientativos. Un pedido queda confirmado cuando se paga o cuando eliges pago contra reembolso. Si una tienda no puede servir un pedido, puede cancelarlo y te devolvemos el importe íntegro.</p>
<h2>Formas de pago</h2>
<p>Puedes pagar con tu monedero Agora, con tarjeta bancaria o, donde esté disponible, contra reembolso. Nunca guardamos el número completo de tu tarjeta.</p>
<h2>Qué no está permitido</h2>
<ul><li>Productos falsificados, robados o ilegales.</li><li>Reseñas falsas o escritas a cambio de una recompensa.</li><li>Llevar las conversaciones o los pagos fuera de Agora para saltarse nuestra protección.</li></ul>
<p>Podemos suspender las cuentas que incumplan estas normas. Si cambiamos estos términos, lo anunciaremos en el sitio al menos 14 días antes de que entren en vigor.</p>
<h2>¿Tienes dudas?</h2>
<p>Escríbenos a través de <a href="/pages/policy/support">atención al cliente</a> y te ayudaremos encantados.</p>`,
    },
    return: {
      title: 'Devoluciones y reembolsos',
      content: `<p>Queremos que quedes contento con cada pedido. Si algo no está bien, puedes solicitar un reembolso o una devolución desde la página del pedido.</p>
<h2>Plazo</h2>
<p>Tienes <strong>15 días</strong> desde que el pedido figura como recibido para pedir una devolución o un reembolso. Pasado ese plazo ya no se admiten solicitudes posventa para ese pedido.</p>
<h2>Dos tipos de solicitud</h2>
<ul><li><strong>Solo reembolso</strong>: para un artículo que no llegó o que llegó dañado y no hace falta devolver.</li><li><strong>Devolución y reembolso</strong>: primero nos envías el artículo y la tienda te reembolsa en cuanto lo recibe.</li></ul>
<h2>Paso a paso</h2>
<ol><li>Abre el pedido, elige el artículo y pulsa «Reembolso».</li><li>Indica el motivo y la cantidad, y añade fotos si el artículo está dañado.</li><li>La tienda responde en un máximo de 3 días. Si acepta la devolución, envía el artículo e introduce el número de seguimiento.</li><li>Una vez aprobado, el dinero vuelve por donde salió: al monedero al instante o a la tarjeta en un plazo de 5 a 10 días hábiles.</li></ol>
<h2>Artículos sin devolución</h2>
<ul><li>Cosméticos y productos de higiene personal abiertos.</li><li>Alimentos frescos y flores.</li><li>Productos hechos a medida.</li></ul>
<h2>Si no estás de acuerdo con la tienda</h2>
<p>Si la tienda rechaza tu solicitud y crees que no tiene razón, puedes pedir que Agora decida. Nuestro equipo escucha a ambas partes y su decisión es definitiva.</p>`,
    },
    support: {
      title: 'Atención al cliente',
      content: `<p>Nuestro equipo de atención al cliente te ayuda con pedidos, pagos, tu cuenta y cualquier otra duda sobre tus compras en Agora.</p>
<h2>Cómo contactarnos</h2>
<ul><li><strong>Tickets de soporte</strong>: abre «Tickets de soporte» en el menú de tu cuenta y escribe al centro comercial, o directamente a una tienda sobre sus productos.</li><li><strong>Chat en vivo</strong>: pulsa el botón de chat cuando aparezca.</li><li><strong>Correo electrónico</strong>: escribe a <a href="mailto:support@agora.test">support@agora.test</a>.</li></ul>
<h2>Cuándo respondemos</h2>
<p>Contestamos los tickets en menos de 24 horas en días laborables, normalmente mucho antes. Pedimos a las tiendas que respondan a sus clientes en un día hábil.</p>
<h2>Antes de escribirnos</h2>
<p>Muchas preguntas se resuelven en un minuto consultando estas páginas:</p>
<ul><li>¿Dónde está mi pedido? Abre el <em>Historial de compras</em> y luego el pedido para ver el seguimiento.</li><li>¿Cómo pido un reembolso? Lee nuestra página de <a href="/pages/policy/return">devoluciones y reembolsos</a>.</li><li>¿Cómo recargo el monedero? Abre <em>Monedero</em> y elige «Recargar».</li></ul>
<h2>Ayúdanos a ayudarte</h2>
<p>Incluye el número de pedido y, si algo llegó dañado, una o dos fotos. Así nos ahorramos preguntas y lo resolvemos antes.</p>
<h2>Tu seguridad</h2>
<p>El personal de Agora nunca te pedirá tu contraseña ni un código de verificación, ni te pedirá que pagues fuera del sitio. Si alguien lo hace, avísanos.</p>`,
    },
    privacy: {
      title: 'Política de privacidad',
      content: `<p>Esta política explica qué datos personales recoge Agora, para qué y qué opciones tienes. Solo recogemos lo necesario para que el marketplace funcione.</p>
<h2>Qué datos recogemos</h2>
<ul><li><strong>Datos de la cuenta</strong>: nombre, correo, teléfono y contraseña (guardada solo como hash seguro).</li><li><strong>Pedidos</strong>: lo que compras, las direcciones de entrega y los registros de pago. Los números de tarjeta los gestiona nuestro proveedor de pagos y nunca llegan a nuestros servidores.</li><li><strong>Mensajes</strong>: lo que escribes a las tiendas o a nuestro equipo de soporte.</li><li><strong>Datos técnicos</strong>: tu idioma y moneda preferidos, y registros básicos que mantienen el sitio seguro.</li></ul>
<h2>Para qué los usamos</h2>
<ul><li>Para tramitar pedidos, pagos y reembolsos.</li><li>Para que la tienda entregue tu pedido: ve tu nombre, tu dirección y tu teléfono, nada más.</li><li>Para prevenir el fraude y proteger las cuentas.</li><li>Para enviarte el boletín, solo si te has suscrito.</li></ul>
<h2>Lo que no hacemos</h2>
<p>No vendemos tus datos personales ni los usamos para mostrarte publicidad de terceros.</p>
<h2>Cuánto tiempo los guardamos</h2>
<p>Conservamos los registros de pedidos y pagos el tiempo que exige la ley, normalmente varios años. El resto se borra cuando cierras tu cuenta.</p>
<h2>Tus derechos</h2>
<p>Puedes consultar y corregir tus datos en tu perfil cuando quieras. Para obtener una copia o eliminar tu cuenta, contacta con <a href="/pages/policy/support">atención al cliente</a>.</p>`,
    },
    about_us: {
      title: 'Sobre Agora',
      content: `<p>Agora es un marketplace en línea donde se encuentran tiendas independientes y compradores de todos los días. El nombre viene de la plaza abierta de las ciudades griegas antiguas, donde la gente se reunía para comerciar, conversar y compartir noticias. Quisimos construir lo mismo para hoy.</p>
<h2>En qué creemos</h2>
<ul><li><strong>Las tiendas pequeñas merecen un gran escaparate.</strong> Cualquiera puede abrir una tienda en Agora y llegar a compradores de muchos países.</li><li><strong>Comprar tiene que dar tranquilidad.</strong> Todos los pagos pasan por Agora y tu dinero está protegido hasta que recibes el pedido.</li><li><strong>Cada cual debe comprar en su idioma.</strong> Agora habla once idiomas, del tailandés al portugués.</li></ul>
<h2>Cómo funciona</h2>
<p>Las tiendas publican sus productos, fijan sus precios y envían los pedidos. Nosotros nos ocupamos del resto: pagos seguros de varias formas, el monedero, los reembolsos, la atención al cliente y las normas que mantienen el mercado justo.</p>
<h2>En cifras</h2>
<ul><li>Miles de productos de moda, electrónica, hogar, belleza y deporte.</li><li>Respuesta del soporte en 24 horas o menos en días laborables.</li><li>Envío gratis en pedidos al por mayor de 500 piezas o más.</li></ul>
<h2>Vende con nosotros</h2>
<p>¿Tienes algo que vender? Elige «Hazte vendedor» en el menú de tu cuenta, cuéntanos sobre tu tienda y empieza a vender en cuanto la aprobemos.</p>`,
    },
  },
  categories: ['Noticias de Agora', 'Guías de compra', 'Historias de vendedores'],
  articles: [
    {
      title: 'Envío gratis a partir de 500 piezas, ahora en todas las tiendas',
      summary: '¿Compras al por mayor? Los pedidos de 500 piezas o más ya se envían gratis desde cualquier tienda de Agora.',
      body: `<p>Hasta ahora, el envío gratis en pedidos grandes dependía de cada tienda. Desde este mes es igual en todas: cualquier pedido de <strong>500 piezas o más</strong> se envía gratis, compres donde compres.</p>
<h2>Para quién es</h2>
<p>Pequeños negocios que reponen estanterías, colegios que compran el material de todo el curso, organizadores de eventos que encargan un regalo para cada invitado. Si compras en volumen, ya no tienes que comparar gastos de envío entre tiendas.</p>
<h2>Cómo funciona</h2>
<ul><li>Añade los artículos al carrito como siempre. Los precios al por mayor se aplican solos en las cantidades que fija la tienda.</li><li>Al pagar, los gastos de envío desaparecen en cuanto la parte de esa tienda llega a 500 piezas.</li><li>No hay que introducir nada ni recordar ningún código.</li></ul>
<p>También vale para carritos mixtos: la regla se aplica por separado a la parte de cada tienda. ¡Felices compras al por mayor!</p>`,
    },
    {
      title: 'Cinco trucos para aprovechar las ofertas relámpago',
      summary: 'Las ofertas relámpago duran poco y las unidades son limitadas. Un poco de preparación marca la diferencia.',
      body: `<p>Cada día, las tiendas de Agora rebajan algunos productos durante unas pocas horas. Las mejores ofertas se agotan enseguida. Así puedes estar preparado.</p>
<ol><li><strong>Ten una lista de deseos.</strong> Guarda los productos que esperas. Cuando uno aparezca en oferta, lo reconocerás al momento.</li><li><strong>Mira la cuenta atrás.</strong> El temporizador indica exactamente cuándo termina cada oferta. Después el precio vuelve a la normalidad, aunque el artículo siga en tu carrito.</li><li><strong>Recarga el monedero con antelación.</strong> Pagar con el monedero es un solo toque, y eso cuenta cuando quedan pocas unidades.</li><li><strong>Compara antes de comprar.</strong> Añade productos parecidos al comparador para ver precios y características lado a lado.</li><li><strong>Lee las reseñas.</strong> Un buen precio solo es una buena oferta si el producto también lo es.</li></ol>
<p>Un último consejo: que una oferta esté a punto de acabar no es motivo para comprar algo que no necesitas. La siguiente llega mañana.</p>`,
    },
    {
      title: 'Green Basket: de un puesto de mercado a clientes en diez países',
      summary: 'Cómo una pequeña tienda familiar de alimentación llevó su café, su té y sus frutos secos a compradores de Asia y de más allá.',
      body: `<p>Hace tres años, Green Basket era un puesto en el mercado de los sábados. Hoy envía café, té y fruta deshidratada a clientes de diez países. Le preguntamos a su fundadora cómo lo consiguió.</p>
<h2>Empezar con poco</h2>
<p>«Abrimos la tienda en Agora con doce productos y fotos hechas en la mesa de la cocina», cuenta. «Los primeros pedidos llegaron de gente que ya nos conocía del mercado. Luego empezaron a encontrarnos desconocidos».</p>
<h2>Escuchar a los compradores</h2>
<p>Las reseñas cambiaron el negocio. Los clientes pedían paquetes pequeños para probar tés nuevos, y la tienda añadió formatos de muestra. Hoy son sus productos más vendidos.</p>
<blockquote>Cada reseña es una conversación. Hasta las malas te dicen exactamente qué arreglar.</blockquote>
<h2>Crecer con cuidado</h2>
<p>Los precios al por mayor atrajeron a cafeterías y oficinas, y vender en once idiomas trajo compradores de Tailandia, Japón y Brasil. La familia sigue empaquetando cada pedido a mano.</p>
<p>¿Su consejo para quien empieza? «Contesta cada mensaje el mismo día. La gente se acuerda».</p>`,
    },
    {
      title: 'Cómo acertar con la talla al comprar ropa en línea',
      summary: 'Menos devoluciones y mejor ajuste: unas costumbres sencillas que facilitan comprar ropa por internet.',
      body: `<p>La ropa es lo que más se devuelve, casi siempre por la talla. Unos minutos de preparación pueden ahorrarte una devolución.</p>
<h2>Mídete una vez</h2>
<p>Con una cinta métrica flexible, apunta tu contorno de pecho, cintura y cadera y el largo de entrepierna. Guarda las cifras en el móvil. Son más fiables que la talla de tu camiseta favorita, porque las tallas cambian de una marca a otra.</p>
<h2>Consulta la guía de tallas de la tienda</h2>
<p>La mayoría de las tiendas indica las medidas de cada talla en la descripción. Compáralas con las tuyas, no con la talla que sueles usar.</p>
<h2>Mira las reseñas</h2>
<p>Los compradores suelen comentar si una prenda talla pequeño o grande. Si varios dicen «pide una talla más», hazles caso.</p>
<h2>Fíjate en el tejido</h2>
<ul><li>El algodón puede encoger un poco tras el primer lavado.</li><li>Los tejidos elásticos perdonan una talla algo justa.</li><li>El lino y la tela vaquera mantienen su forma.</li></ul>
<p>¿Sigues con dudas? Pregunta a la tienda desde la página del producto. Nadie conoce sus prendas mejor que quien las vende.</p>`,
    },
    {
      title: 'Agora ya habla once idiomas',
      summary: 'Tailandés, vietnamita, malayo, chino tradicional y más: Agora ya está disponible en once idiomas.',
      body: `<p>Comprar es más fácil en tu propio idioma. Por eso Agora ya está disponible por completo en <strong>once idiomas</strong>: inglés, español, japonés, hindi, indonesio, chino simplificado, tailandés, chino tradicional, portugués, malayo y vietnamita.</p>
<h2>Qué está traducido</h2>
<ul><li>Todas las páginas, botones y mensajes del sitio.</li><li>Las categorías y los productos cuyas tiendas han añadido traducciones.</li><li>Los correos, los avisos y estos mismos artículos del blog.</li></ul>
<h2>Cómo cambiar de idioma</h2>
<p>Pulsa el menú de idioma en la parte superior de cualquier página y elige el tuyo. Agora recuerda tu elección en este dispositivo.</p>
<h2>Para vendedores</h2>
<p>Desde el centro de vendedores puedes escribir el nombre y la descripción de tus productos en cada idioma. Si falta una traducción, los compradores ven el texto en inglés, así que nunca queda nada en blanco.</p>
<p>¿Has visto una traducción mejorable? Cuéntanoslo a través de atención al cliente. Leemos todos los mensajes.</p>`,
    },
    {
      title: 'Pixel Harbor: vender electrónica con descripciones honestas',
      summary: 'Una tienda de electrónica de dos personas explica por qué las fichas claras y honestas traen menos devoluciones y clientes más fieles.',
      body: `<p>Pixel Harbor vende móviles, auriculares y accesorios. La llevan dos amigos que se conocieron reparando portátiles en la universidad.</p>
<h2>La honestidad vende</h2>
<p>«Escribimos exactamente lo que hace un producto y lo que no», explica uno de ellos. «Si un cargador no es lo bastante rápido para un portátil, lo decimos en la ficha». Resultado: las devoluciones bajaron a la mitad el primer año.</p>
<h2>Fotos que ayudan</h2>
<p>Cada producto tiene fotos del contenido de la caja y de los puertos, no solo de la parte delantera. El comprador quiere saber qué va a recibir de verdad.</p>
<h2>Después de la venta</h2>
<ul><li>Responden a las preguntas por tickets de soporte, casi siempre en menos de una hora.</li><li>Aceptan devoluciones sin discutir cuando un producto sale defectuoso.</li><li>Escriben después de la entrega para comprobar que todo funciona.</li></ul>
<blockquote>Un cliente que confía en ti vuelve. Uno que se siente engañado, nunca.</blockquote>
<p>Su próximo paso: añadir dispositivos reacondicionados, todos probados y con seis meses de garantía.</p>`,
    },
  ],
};
