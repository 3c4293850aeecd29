/**
 * Labels of the order text sent through the messaging app. The specs give no wording for this
 * text; these are ours.
 */
export const orderTextMessages = {
  greeting: '¡Hola! Quiero hacer este pedido:',
  code: 'Pedido',
  branch: 'Local',
  itemNotes: 'Nota',
  subtotal: 'Subtotal',
  serviceFee: 'Costo de servicio',
  deliveryFee: 'Envío',
  total: 'Total',
  mode: 'Tipo de pedido',
  address: 'Dirección',
  betweenStreets: 'Entre calles',
  details: 'Aclaraciones',
  table: 'Mesa',
  scheduledAt: 'Programado para',
  payment: 'Pago',
  paysWith: 'Abona con',
  notes: 'Notas',
  name: 'Nombre',
  phone: 'Teléfono',
  paymentLink: 'Link de pago',
} as const;
