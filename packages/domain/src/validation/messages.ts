/**
 * User-facing Spanish texts of the validation module, word for word from diner §5 and
 * follow-up §5 and §8 (accents, missing accents and final dots exactly as the specs write them).
 */
import { riderSecurityCodeTooShortMessage } from './rider-security-code.ts';

export const validationMessages = {
  address: {
    /** Closing the address modal without an address. */
    required: 'Debe ingresar la dirección',
    /** 'Mi dirección' tab, free text empty. */
    simpleEmpty: 'Ingrese una dirección',
    /** Complex inputs: street, postal code, city or province missing. */
    complexIncomplete: 'Asegúrese de completar todos los campos obligatorios',
    /** Cross streets empty while the branch contact requires them. */
    betweenStreetsRequired: 'Ingrese un entrecalles',
    geolocationFailed: 'Error obteniendo coordenadas',
  },
  checkout: {
    phoneRequired: 'Debe ingresar su número de teléfono para continuar.',
    nameRequired: 'Debe ingresar su nombre para poder realizar el pedido.',
    phoneInvalid: 'Debe ingresar un número de teléfono válido para continuar.',
    tableNumberRequired: 'Debe ingresar número de mesa para poder realizar el pedido.',
    emailRequired: 'Debe ingresar su email para poder realizar el pedido',
    emailInvalid: 'Ingrese un email valido',
    documentInvalid: 'Ingrese un documento valido',
    cashAmountRequired: 'Debe ingresar con cuanto abona para poder realizar el pedido.',
    cashAmountBelowTotal: 'El monto con el cual abonará no puede ser menor al precio del pedido.',
    deliveryAddressRequired: 'Debe ingresar dirección para poder realizar el pedido.',
    betweenStreetsRequired: 'Debe ingresar entrecalles para poder realizar el pedido.',
    /** The spec's '${min}' is the minimum as money: the store currency's symbol and the amount. */
    minimumOrderAmount: (minimum: string) => `El precio del pedido debe ser mayor a ${minimum}`,
    noCouriers: 'En este momento no contamos con repartidores en la zona. Vuelva a intentar más tarde',
    outsideDeliveryZone: 'Tu dirección no se encuentra dentro de la zona de entrega.',
    calculatingDeliveryFee: 'Estamos calculando el costo de envío, aguarde unos momentos.',
    noCashCouriers:
      'En este momento no contamos con repartidores en la zona que acepten efectivo. Vuelva a intentar más tarde',
    cardFieldsInvalid: 'Debe completar correctamente los campos de la tarjeta para continuar.',
    /** Shown when generating the card token fails. */
    cardTokenFailed: 'Debe completar los campos de su tarjeta correctamente',
    scheduleLoading: 'Estamos calculando los horarios del local, aguarde unos momentos.',
    scheduleTimeRequired: 'Seleccione un horario de programación del pedido',
  },
  card: {
    fieldIncomplete: 'Este campo está incompleto',
    /** Follow-up §5: paying a pending card order from the follow-up page. */
    followUpCardInvalid: 'Debe completar correctamente los campos de su tarjeta',
  },
  signIn: {
    phoneInvalid: 'Debe ingresar un número válido',
    success: 'Inicio de sesión con éxito',
    failure: 'Error iniciando sesión',
    loginRequired: 'Inicie sesión',
    /** The one-time code step (not in the spec: the phone is proved before the account opens). */
    codeLabel: 'Código',
    codeHint: 'Te enviamos un código por mensaje al',
    codeInvalid: 'El código no es válido o venció. Pida uno nuevo si hace falta.',
    codeRequired: 'Ingrese el código que le enviamos',
    resendCode: 'Enviar otro código',
    changePhone: 'Cambiar número',
    sessionRequired: 'Inicie sesión con su teléfono para ver esto',
  },
  rewardSignup: {
    phoneInvalid: 'El número de teléfono es invalido',
    allFieldsRequired: 'Debe completar todos los campos para continuar',
  },
  rider: {
    phonesDoNotMatch: 'Los números de teléfono no coinciden',
    phoneInvalid: 'El número de teléfono es invalido',
    allFieldsRequired: 'Debe completar todos los campos para continuar',
    /** Follow-up §8: rider create or update answered 400. */
    securityCodeWrong: 'El código de seguridad es erróneo',
    /** Decision: the rider's code is locked after too many wrong ones (429), in §8's tone. */
    securityCodeLocked: 'Demasiados intentos con el código de seguridad, vuélvalo a intentar en unos minutos',
    /** Decision: a new rider's code is at least `RIDER_SECURITY_CODE_MIN_DIGITS` digits (the spec's demo rider keeps 4). */
    securityCodeTooShort: riderSecurityCodeTooShortMessage,
  },
} as const;

/** Decision: the one-time sign-in code could not be sent to the phone. */
export const SIGN_IN_CODE_NOT_SENT_MESSAGE = 'No pudimos enviar el código. Intente nuevamente en unos minutos.';
