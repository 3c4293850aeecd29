/**
 * User-facing Spanish texts of the survey page, word for word from follow-up §2 and §5.
 */
export const surveyMessages = {
  title: 'Califica tu pedido',
  submit: 'Calificar mi pedido',
  thanks: '¡Gracias por tu calificación!',
  mandatory: (title: string) => `La pregunta ${title} es obligatoria`,
  /** The counter under a text answer: 'n/180'. */
  counter: (length: number, limit: number) => `${length}/${limit}`,
  /** Decision: the title of the extra answer entry carrying a rating's follow-up reasons. */
  reasonsTitle: (title: string) => `${title} - Motivos`,
  /** Decision: a survey opened, or answered, before the order was delivered. */
  beforeDelivery: 'Podrás calificar tu pedido cuando te lo entreguen',
} as const;

/** Decisions: why the server refuses a survey response (the spec does not word them). */
export const surveyRefusals = {
  surveyNotFound: 'Encuesta no encontrada',
  alreadyRated: 'Este pedido ya fue calificado',
  otherSurvey: 'La respuesta no corresponde a esta encuesta',
  otherOrder: 'La respuesta no corresponde a este pedido',
  unknownQuestion: 'La respuesta no corresponde a una pregunta de la encuesta',
  invalidAnswer: (title: string) => `La respuesta a la pregunta ${title} no es válida`,
  textTooLong: (title: string, limit: number) => `La respuesta a la pregunta ${title} supera los ${limit} caracteres`,
} as const;
