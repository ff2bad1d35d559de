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
};
