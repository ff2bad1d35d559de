/** The notices' texts in Spanish; the same templates and placeholders as en.ts. */
import type { NoticeTexts } from './en';

export const es: NoticeTexts = {
  shopApplicationReceived: {
    title: 'Solicitud de tienda recibida',
    content: 'Hemos recibido tu solicitud para abrir la tienda «{shop}». Nuestro equipo la está revisando y te informaremos del resultado aquí.',
  },
  shopApplicationApproved: {
    title: 'Tu tienda ha sido aprobada',
    content: '¡Enhorabuena! Tu tienda «{shop}» ha sido aprobada. Abre el centro de vendedores para añadir tus primeros productos.',
  },
  shopApplicationRejected: {
    title: 'Solicitud de tienda no aprobada',
    content: 'Tu solicitud para la tienda «{shop}» no ha sido aprobada. Motivo: {reason}. Puedes corregirla y volver a solicitarla.',
  },
  productSubmitted: {
    title: 'Producto enviado a revisión',
    content: '«{product}» se ha enviado y está en revisión. Los compradores lo verán en cuanto se apruebe.',
  },
  productApproved: {
    title: 'Producto aprobado',
    content: '«{product}» ha sido aprobado y ya es visible para los compradores.',
  },
  productRejected: {
    title: 'Producto no aprobado',
    content: '«{product}» no ha sido aprobado. Motivo: {reason}. Edita el producto y vuelve a enviarlo.',
  },
  stockApplicationReceived: {
    title: 'Solicitud de stock recibida',
    content: 'Tu solicitud para añadir {quantity} unidades de «{product}» está en revisión.',
  },
  stockApplicationApproved: {
    title: 'Solicitud de stock aprobada',
    content: 'Se han añadido {quantity} unidades al stock de «{product}».',
  },
  stockApplicationRejected: {
    title: 'Solicitud de stock no aprobada',
    content: 'Tu solicitud para añadir {quantity} unidades de «{product}» no ha sido aprobada. Motivo: {reason}.',
  },
  orderReceived: {
    title: 'Nuevo pedido {order}',
    content:
      'Un comprador ha realizado el pedido {order} en tu tienda. Envíalo desde el centro de vendedores en cuanto esté pagado (o de inmediato si es contra reembolso).',
  },
  orderPaid: {
    title: 'Pedido {order} pagado',
    content: 'Hemos recibido el pago del pedido {order}. La tienda lo enviará pronto.',
  },
  orderShipped: {
    title: 'Pedido {order} enviado',
    content: 'El pedido {order} está en camino con {carrier}. Número de seguimiento: {log_sn}.',
  },
  orderInTransit: {
    title: 'Pedido {order} en tránsito',
    content: 'El pedido {order} está en tránsito con {carrier} y cada vez más cerca. Número de seguimiento: {log_sn}.',
  },
  orderDelivered: {
    title: 'Pedido {order} entregado',
    content: 'El pedido {order} se ha entregado. Cuando lo hayas revisado, confirma que lo has recibido.',
  },
  orderCancelled: {
    title: 'Pedido {order} cancelado',
    content: 'El pedido {order} se ha cancelado. Lo que hayas pagado ya se está devolviendo al mismo medio de pago.',
  },
  orderCancelledForShop: {
    title: 'Pedido {order} cancelado por el comprador',
    content: 'El comprador ha cancelado el pedido {order}. Sus artículos han vuelto a tu stock.',
  },
  orderCancelledByMall: {
    title: 'El centro comercial canceló el pedido {order}',
    content: 'Hemos cancelado el pedido {order}. Motivo: {reason}. Lo que pagaste ya está volviendo al medio de pago que usaste.',
  },
  orderCancelledByMallForShop: {
    title: 'El centro comercial canceló el pedido {order}',
    content: 'El centro comercial canceló el pedido {order}. Motivo: {reason}. Sus artículos han vuelto a tu stock.',
  },
  orderCompletedByMall: {
    title: 'Pedido {order} completado',
    content:
      'Se ha confirmado la entrega del pedido {order}, así que el pedido ya está completado. Si hay algún problema, todavía puedes solicitar un reembolso.',
  },
  rechargeSubmitted: {
    title: 'Recarga enviada para revisión',
    content:
      'Hemos recibido tu recarga de {amount} mediante {wallet}. Nuestro equipo está comprobando el pago y abonará el importe en tu monedero cuando se confirme.',
  },
  rechargeApproved: {
    title: 'Recarga abonada',
    content: 'Se han añadido {amount} de tu recarga mediante {wallet} al saldo de tu monedero.',
  },
  rechargeRejected: {
    title: 'Recarga no aprobada',
    content: 'Tu recarga de {amount} mediante {wallet} no ha sido aprobada. Motivo: {reason}. Si ya has pagado, contáctanos indicando el ID de la transacción.',
  },
  paymentSettingsChanged: {
    title: 'Datos de pago modificados',
    content:
      'Se han modificado los datos de pago a los que se envían tus retiros. Si no fuiste tú, cambia tu contraseña de inmediato y contáctanos. Los retiros que se soliciten en las próximas 24 horas pasarán una revisión adicional.',
  },
  withdrawalSubmitted: {
    title: 'Solicitud de retiro recibida',
    content: 'Tu retiro de {amount} está en revisión. El importe queda retenido en tu monedero hasta que se pague.',
  },
  withdrawalPaid: {
    title: 'Retiro pagado',
    content: 'Tu retiro de {amount} se ha pagado a la cuenta que elegiste (menos la comisión de retiro).',
  },
  withdrawalRejected: {
    title: 'Retiro no aprobado',
    content: 'Tu retiro de {amount} no fue aprobado y el dinero ha vuelto a tu saldo. Motivo: {reason}.',
  },
  withdrawalCancelled: {
    title: 'Retiro cancelado',
    content: 'Cancelaste tu retiro de {amount}. El dinero ha vuelto a tu saldo.',
  },
  ticketReplied: {
    title: 'Respuesta de {shop}',
    content: '{shop} respondió a tu conversación «{subject}». Ábrela para leer la respuesta y contestar.',
  },
  ticketRepliedByMall: {
    title: 'Atención al cliente te respondió',
    content: 'Atención al cliente respondió a tu conversación «{subject}». Ábrela para leer la respuesta y contestar.',
  },
  ticketMessageForShop: {
    title: 'Nuevo mensaje de {buyer}',
    content: '{buyer} escribió sobre «{subject}». Responde desde las conversaciones del centro de vendedores.',
  },
  ticketMessageForMall: {
    title: 'Nuevo mensaje de un cliente',
    content: '{buyer} escribió a atención al cliente sobre «{subject}». Respóndele desde la consola de administración.',
  },
  refundApplied: {
    title: 'Solicitud de reembolso enviada',
    content: 'Tu solicitud por «{product}» del pedido {order} se ha enviado a la tienda. Te avisaremos en cuanto responda.',
  },
  refundAppliedForShop: {
    title: 'Nueva solicitud de reembolso del pedido {order}',
    content: 'El comprador pidió un reembolso o una devolución de «{product}» del pedido {order}. Revísala en el centro de vendedores.',
  },
  refundReturnAccepted: {
    title: 'Devolución aceptada',
    content: 'La tienda aceptó tu devolución de «{product}» del pedido {order}. Envía los artículos de vuelta e introduce el número de seguimiento.',
  },
  refundReturnAcceptedForShop: {
    title: 'Devolución aceptada del pedido {order}',
    content: 'Aceptaste la devolución de «{product}» del pedido {order}. Confírmalo en el centro de vendedores cuando lleguen los artículos.',
  },
  refundRejected: {
    title: 'Solicitud de reembolso rechazada',
    content: 'La tienda rechazó tu solicitud por «{product}» del pedido {order}. Motivo: {reason}. Puedes pedir que decida el centro comercial.',
  },
  refundRejectedForShop: {
    title: 'Solicitud de reembolso rechazada del pedido {order}',
    content: 'Rechazaste la solicitud por «{product}» del pedido {order}. Motivo: {reason}.',
  },
  refundGoodsSent: {
    title: 'Devolución en camino',
    content: 'Enviaste de vuelta «{product}» del pedido {order}, número de seguimiento {log_sn}. El reembolso llegará cuando la tienda lo reciba.',
  },
  refundGoodsSentForShop: {
    title: 'Devolución en camino, pedido {order}',
    content:
      'El comprador envió de vuelta «{product}» del pedido {order}, número de seguimiento {log_sn}. Confírmalo en el centro de vendedores cuando llegue.',
  },
  refundPaid: {
    title: 'Reembolso de {amount} realizado',
    content: 'Se han reembolsado {amount} por «{product}» del pedido {order} al medio con el que pagaste.',
  },
  refundPaidForShop: {
    title: 'Pedido {order} reembolsado',
    content: 'Se reembolsaron al comprador {amount} por «{product}» del pedido {order}, y tus ganancias por él se reducen en consecuencia.',
  },
  refundEscalated: {
    title: 'Solicitud enviada al centro comercial',
    content: 'Pediste al centro comercial que decida sobre tu solicitud por «{product}» del pedido {order}. Motivo: {reason}. Te avisaremos del resultado.',
  },
  refundEscalatedForShop: {
    title: 'El centro comercial decidirá una solicitud, pedido {order}',
    content: 'El comprador pidió al centro comercial que decida sobre la solicitud por «{product}» del pedido {order}. Motivo: {reason}.',
  },
  refundClosed: {
    title: 'Solicitud de reembolso cerrada',
    content: 'El centro comercial revisó tu solicitud por «{product}» del pedido {order} y la cerró sin reembolso. Motivo: {reason}.',
  },
  refundClosedForShop: {
    title: 'Solicitud de reembolso cerrada, pedido {order}',
    content: 'El centro comercial cerró la solicitud por «{product}» del pedido {order} sin reembolso. Motivo: {reason}.',
  },
  refundCancelled: {
    title: 'Solicitud de reembolso retirada',
    content: 'Retiraste tu solicitud por «{product}» del pedido {order}.',
  },
  refundCancelledForShop: {
    title: 'Solicitud de reembolso retirada, pedido {order}',
    content: 'El comprador retiró la solicitud por «{product}» del pedido {order}. No tienes que hacer nada más.',
  },
  shopSuspended: {
    title: 'Tu tienda está suspendida',
    content:
      'El centro comercial ha suspendido tu tienda «{shop}». Motivo: {reason}. Sus productos no se muestran a los compradores y el centro del vendedor es solo de lectura; aún puedes enviar y completar tus pedidos abiertos. Contacta con el centro comercial para resolverlo.',
  },
  shopResumed: {
    title: 'Tu tienda vuelve a estar abierta',
    content: 'El centro comercial ha reactivado tu tienda «{shop}». Nota: {reason}. Sus productos vuelven a estar a la venta y puedes editarlos de nuevo.',
  },
  productTakenOff: {
    title: 'Producto retirado de la venta',
    content: 'El centro comercial retiró «{product}» de la venta. Motivo: {reason}. Corrige el producto y envíalo de nuevo a revisión.',
  },
  loginPaused: {
    title: 'Inicio de sesión en pausa',
    content:
      'Alguien introdujo una contraseña incorrecta en tu cuenta varias veces seguidas, así que hemos pausado el inicio de sesión durante un tiempo. Si fuiste tú, espera un poco y vuelve a intentarlo, o restablece tu contraseña. Si no fuiste tú, esos intentos no lograron entrar; por seguridad, cambia tu contraseña por una que no uses en ningún otro sitio.',
  },
};
