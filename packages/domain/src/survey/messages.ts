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
