import { prefillFromNps, type SurveyQuestion } from '@comanda/domain/survey';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Survey } from './Survey.tsx';

const questions: SurveyQuestion[] = [
  {
    id: 'general',
    title: '¿Cómo calificarías tu pedido?',
    subTitle: 'Del 1 al 5',
    type: 'rating',
    questionOrder: 1,
    mandatory: true,
    priority: false,
    questionType: 'GENERAL',
    questionReasons: [
      { reason: 'Demora en la entrega' },
      { reason: 'Comida fría' },
      { reason: 'Pedido incompleto' },
      { reason: 'Mala atención' },
    ],
  },
  {
    id: 'food',
    title: '¿Qué te pareció la comida?',
    type: 'rating',
    questionOrder: 2,
    mandatory: false,
    priority: false,
    questionType: 'FOOD',
  },
  {
    id: 'channel',
    title: '¿Cómo nos conociste?',
    type: 'multiselect',
    questionOrder: 3,
    mandatory: false,
    priority: false,
    questionType: 'CHANNEL',
    questionReasons: [{ reason: 'Redes sociales' }, { reason: 'Un amigo' }, { reason: 'Pasé por el local' }],
  },
  {
    id: 'comment',
    title: 'Déjanos un comentario',
    subTitle: 'Opcional',
    type: 'text',
    questionOrder: 4,
    mandatory: false,
    priority: false,
    questionType: 'COMMENT',
  },
];

// The submit guard's clock, moved by the plays.
let clock = 10_000;

const meta = {
  title: 'After the order/Survey',
  component: Survey,
  args: { questions, onSubmit: fn(), onAnswersChange: fn(), now: () => clock },
  beforeEach: () => {
    clock = 10_000;
  },
} satisfies Meta<typeof Survey>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A rating other than 5 reveals the reasons; 5 clears and hides them. */
export const RatingRevealsReasons: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Califica tu pedido' })).toBeVisible();
    const general = canvas.getByRole('radiogroup', { name: '¿Cómo calificarías tu pedido? (obligatoria)' });
    await expect(general).toHaveAccessibleDescription('Del 1 al 5');
    await expect(canvas.queryByRole('group', { name: '¿Qué podemos mejorar?' })).not.toBeInTheDocument();
    await userEvent.click(within(general).getByRole('radio', { name: '4 estrellas' }));
    await expect(within(general).getByRole('radio', { name: '4 estrellas' })).toBeChecked();
    const reasons = canvas.getByRole('group', { name: '¿Qué podemos mejorar?' });
    await userEvent.click(within(reasons).getByRole('checkbox', { name: 'Comida fría' }));
    await userEvent.click(within(reasons).getByRole('checkbox', { name: 'Mala atención' }));
    await expect(args.onAnswersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ general: { value: '4', reasons: ['Comida fría', 'Mala atención'] } }),
    );
    await userEvent.click(within(general).getByRole('radio', { name: '5 estrellas' }));
    await expect(canvas.queryByRole('group', { name: '¿Qué podemos mejorar?' })).not.toBeInTheDocument();
    await expect(args.onAnswersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ general: { value: '5', reasons: [] } }),
    );
  },
};

/** Stars are a radio group: Tab reaches it, Space picks, arrows move the rating. */
export const KeyboardRating: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const general = canvas.getByRole('radiogroup', { name: /¿Cómo calificarías tu pedido\?/ });
    await userEvent.tab();
    await expect(within(general).getByRole('radio', { name: '1 estrella' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(within(general).getByRole('radio', { name: '1 estrella' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(within(general).getByRole('radio', { name: '3 estrellas' })).toBeChecked();
    await expect(within(general).getByRole('radio', { name: '3 estrellas' })).toHaveFocus();
    await expect(canvas.getByRole('group', { name: '¿Qué podemos mejorar?' })).toBeVisible();
  },
};

/** An unanswered mandatory question blocks the submit with its message. */
export const MandatoryMissing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Calificar mi pedido' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'La pregunta ¿Cómo calificarías tu pedido? es obligatoria',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sending: once, then presses within 1.5 s are ignored. */
export const SubmitGuard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const general = canvas.getByRole('radiogroup', { name: /¿Cómo calificarías tu pedido\?/ });
    await userEvent.click(within(general).getByRole('radio', { name: '5 estrellas' }));
    const submit = canvas.getByRole('button', { name: 'Calificar mi pedido' });
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ general: { value: '5', reasons: [] } }),
    );
    clock += 1499;
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    clock += 1500;
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** Text answers are cut at 180 characters, with the n/180 counter. */
export const TextLimit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const comment = canvas.getByRole('textbox', { name: 'Déjanos un comentario' });
    await expect(comment).toHaveAccessibleDescription('Opcional');
    await userEvent.type(comment, 'Rico');
    await expect(canvas.getByText('4/180')).toBeVisible();
    await userEvent.clear(comment);
    await userEvent.click(comment);
    await userEvent.paste('a'.repeat(200));
    await expect(comment).toHaveValue('a'.repeat(180));
    await expect(canvas.getByText('180/180')).toBeVisible();
    await userEvent.type(comment, 'b');
    await expect(comment).toHaveValue('a'.repeat(180));
  },
};

/** A multiselect question as chips. */
export const Multiselect: Story = {
  play: async ({ args, canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: '¿Cómo nos conociste?' });
    const friend = within(group).getByRole('checkbox', { name: 'Un amigo' });
    await userEvent.click(friend);
    await expect(friend).toBeChecked();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Redes sociales' }));
    await userEvent.click(friend);
    await expect(friend).not.toBeChecked();
    await expect(args.onAnswersChange).toHaveBeenLastCalledWith({
      channel: { value: '', reasons: ['Redes sociales'] },
    });
  },
};

/** The surveyGeneralNPSAnswer query value pre-fills the first rating. */
export const PrefilledFromNps: Story = {
  args: { defaultAnswers: prefillFromNps(questions, {}, 3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio', { name: '3 estrellas' })[0]).toBeChecked();
    await expect(canvas.getByRole('group', { name: '¿Qué podemos mejorar?' })).toBeVisible();
  },
};

/** A priority question answered submits at once. */
export const PriorityQuestion: Story = {
  args: {
    questions: [
      {
        id: 'nps',
        title: '¿Nos recomendarías?',
        type: 'rating',
        questionOrder: 1,
        mandatory: true,
        priority: true,
        questionType: 'NPS',
      },
    ],
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: '2 estrellas' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ nps: { value: '2', reasons: [] } });
  },
};

/**
 * A priority question answered while a mandatory one is still open: nothing is sent, and the
 * survey says which question is missing; once answered, the button sends it.
 */
export const PriorityRefused: Story = {
  args: {
    questions: [
      ...questions,
      {
        id: 'again',
        title: '¿Volverías a pedirnos?',
        type: 'rating',
        questionOrder: 5,
        mandatory: false,
        priority: true,
        questionType: 'OTHER',
      },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const again = canvas.getByRole('radiogroup', { name: '¿Volverías a pedirnos?' });
    await userEvent.click(within(again).getByRole('radio', { name: '4 estrellas' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'La pregunta ¿Cómo calificarías tu pedido? es obligatoria',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const general = canvas.getByRole('radiogroup', { name: /¿Cómo calificarías tu pedido\?/ });
    await userEvent.click(within(general).getByRole('radio', { name: '5 estrellas' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Calificar mi pedido' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ general: { value: '5', reasons: [] }, again: { value: '4', reasons: [] } }),
    );
  },
};

export const Submitting: Story = {
  args: { submitting: true, defaultAnswers: { general: { value: '5', reasons: [] } } },
  play: async ({ args, canvasElement }) => {
    const submit = within(canvasElement).getByRole('button', { name: 'Calificar mi pedido' });
    await expect(submit).toBeDisabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
