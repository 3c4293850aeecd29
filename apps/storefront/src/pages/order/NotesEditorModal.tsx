import { useMenuCustomizations } from '@comanda/api/react';
import { notesLimits } from '@comanda/domain/validation';
import { Button, Modal, NotesField } from '@comanda/ui';
import { type FormEvent, useId, useState } from 'react';

/** Decisions: the follow-up page's editor of the notes of the diner's own open order. */
export const notesEditorTexts = {
  open: 'Editar notas',
  title: 'Notas del pedido',
  save: 'Guardar',
  saved: 'Actualizamos las notas de tu pedido',
} as const;
const texts = notesEditorTexts;

export interface NotesEditorModalProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly notes: string;
  /** The branch whose notes limit the field keeps, as the checkout did. */
  readonly branchId: string;
  readonly saving: boolean;
  /** The caller closes the modal once the notes are saved. */
  readonly onSave: (notes: string) => void;
}

/** The notes of the diner's open order, edited from its follow-up page and saved with 'Guardar'. */
export function NotesEditorModal({ open, onOpenChange, notes, branchId, saving, onSave }: NotesEditorModalProps) {
  const formId = useId();
  const [draft, setDraft] = useState(notes);
  const { customizations } = useMenuCustomizations({ params: { branchId } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSave(draft.trim());
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={texts.title}
      footer={
        <Button type="submit" form={formId} fullWidth loading={saving}>
          {texts.save}
        </Button>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <NotesField value={draft} onValueChange={setDraft} limit={notesLimits(customizations ?? []).order} />
      </form>
    </Modal>
  );
}
