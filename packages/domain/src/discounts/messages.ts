/**
 * User-facing Spanish texts of discount codes. Texts marked "spec" are word for word from the diner
 * spec (§4, §5, §8, §3 "Discount line"); texts marked "decision" are ours, because the spec names
 * the condition or term but gives no wording: they follow the spec's voice ("Debe ..." for what the
 * diner must do, short labels for terms).
 */
export const discountMessages = {
  /** spec §4: the code button before success and after a failure. */
  applyButton: 'Aplicar',
  /** spec §4: the code button after success. */
  continueButton: 'Continuar',
  /** spec §5: no order mode or payment chosen yet. */
  choosePaymentFirst: 'Asegurese de haber elegido un medio de pago primero',
  /** spec §5: a valid phone and a payment type are needed to validate a code. */
  checkYourData: 'Asegúrese de haber ingresado sus datos correctamente para validar el código de descuento.',
  /** spec §8: the code does not exist. */
  codeNotFound: 'No se encontró ningún descuento con el código ingresado.',
  /** spec §5: a free-delivery code when delivery is already free. */
  alreadyFreeDelivery: 'Ya tiene envío gratis',
  /** spec §4: confirmation before a payment change deletes the code. */
  paymentChangeDeletesCode: 'Si cambias el medio de pago se borrará el código de descuento',
  /** spec §4: toast when a limited-usage code expires. */
  limitedUsageExpired: 'Tiempo de aplicacion del descuento vencido',
  /** spec §3: name of the coupon's discount line. */
  couponLineName: (code: string) => `Cupón de Descuento - ${code}`,
  /** spec §3: name of a free-delivery coupon's discount line. */
  freeDeliveryCouponLineName: (code: string) => `Cupón de Descuento - ${code} (Envio gratis)`,
  /** decision: minimum amount in products not reached (the amount is formatted money). */
  minimumOrderAmountNotReached: (amount: string) => `El monto mínimo en productos para usar este código es ${amount}`,
  /** decision: the required dish is not in the cart. */
  requiredPlateMissing: (plate: string) => `Debe agregar ${plate} a su pedido para usar este código`,
  /** decision: no item of the required category is in the cart. */
  requiredCategoryMissing: (category: string) =>
    `Debe agregar un producto de ${category} a su pedido para usar este código`,
  /** decision: term, minimum amount in products. */
  minimumOrderAmountTerm: (amount: string) => `Monto mínimo en productos: ${amount}`,
  /** decision: term, required dish. */
  requiredPlateTerm: (plate: string) => `Válido comprando ${plate}`,
  /** decision: term, first purchase only. */
  firstPurchaseOnlyTerm: 'Válido solo para la primera compra',
  /** decision: term, discount cap. */
  discountCapTerm: (amount: string) => `Descuento máximo: ${amount}`,
} as const;
