/**
 * Header texts the specs do not give (diner §2 lists the controls, not their accessible names):
 * decisions, kept together so a reviewer can check them.
 */
export const headerMessages = {
  back: 'Volver',
  instagram: 'Instagram del local',
  facebook: 'Facebook del local',
  call: 'Llamar al local',
  whatsApp: 'Escribir por WhatsApp',
  chat: 'Chatear con el local',
  share: 'Compartir',
  socialLinks: 'Redes y contacto',
  /** Appended to the address link's name: it opens a maps service in a new tab. */
  addressOnMap: 'ver en el mapa',
  orderModes: 'Modos de pedido',
  /** Diner §2, word for word. */
  changeBranch: 'Cambiar local',
  orderInProgress: 'PEDIDO EN CURSO',
} as const;
