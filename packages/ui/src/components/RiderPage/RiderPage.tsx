import {
  type RiderFormValues,
  type RiderPageVariant,
  riderMessages,
  riderPageView,
  riderSuccessMessage,
} from '@comanda/domain/rider';
import { RIDER_PHONE_PLACEHOLDER, type RiderFormField } from '@comanda/domain/validation';
import { type FormEvent, useId } from 'react';
import { Button } from '../Button/Button.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './RiderPage.css.ts';

export type RiderPageErrors = Partial<Record<RiderFormField, string>>;

export interface RiderPageProps {
  /** The `{registerPageVariant}` route segment. */
  readonly variant: RiderPageVariant;
  readonly branchName: string;
  readonly branchLogoUrl?: string | null;
  /** The rider's name, for '¡Hola {name}!' in logIn and logOut. */
  readonly riderName?: string | null;
  /** Starting values; in register `initPhone` is the phone typed at the intake, shown disabled. */
  readonly defaultValues?: RiderFormValues;
  /** Field errors from the app's validation or the server (e.g. 'El código de seguridad es erróneo'). */
  readonly errors?: RiderPageErrors;
  /** An error not tied to one field ('Debe completar todos los campos para continuar', the generic error). */
  readonly formError?: string | null;
  /** Which action succeeded (success variant): register and logIn started the shift, logOut finished it. */
  readonly successAction?: 'register' | 'logIn' | 'logOut';
  readonly submitting?: boolean;
  /**
   * The values of the variant's fields when the button is pressed (register also carries the
   * disabled initial phone). The form is uncontrolled; validation is the caller's.
   */
  readonly onSubmit: (values: RiderFormValues) => void;
}

const fieldInput: Record<
  RiderFormField,
  { type: string; inputMode: 'tel' | 'text' | 'numeric'; autoComplete: string; placeholder?: string }
> = {
  initPhone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholder: RIDER_PHONE_PLACEHOLDER },
  registerPhone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholder: RIDER_PHONE_PLACEHOLDER },
  name: { type: 'text', inputMode: 'text', autoComplete: 'name' },
  securityCode: { type: 'password', inputMode: 'numeric', autoComplete: 'off' },
};

/**
 * The rider page 'Repartidores': branch name and logo, then the variant's fields and button as
 * `riderPageView` lists them (phone intake, register, log in, log out), or the success message.
 */
export function RiderPage({
  variant,
  branchName,
  branchLogoUrl,
  riderName,
  defaultValues = {},
  errors = {},
  formError,
  successAction = 'logIn',
  submitting = false,
  onSubmit,
}: RiderPageProps) {
  const id = useId();
  const view = riderPageView(variant, riderName);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values: Record<string, string> = {};
    for (const field of view.fields) {
      const typed = data.get(field);
      // A disabled field is not in the form data: it keeps its starting value.
      values[field] = typeof typed === 'string' ? typed : (defaultValues[field] ?? '');
    }
    onSubmit(values as RiderFormValues);
  };
  return (
    <section className={styles.root} aria-labelledby={`${id}-title`} data-slot="rider-page" data-state={variant}>
      <Stack gap="md">
        <Text as="h1" id={`${id}-title`} size="xxl" weight="bold">
          {riderMessages.pageTitle}
        </Text>
        <div className={styles.branch}>
          {branchLogoUrl && <img className={styles.logo} src={branchLogoUrl} alt="" />}
          <Text size="lg" weight="medium" data-slot="rider-page-branch">
            {branchName}
          </Text>
        </div>
      </Stack>
      {variant === 'success' ? (
        <div className={styles.success} role="status" data-slot="rider-page-success">
          <span className={styles.successIcon} aria-hidden="true">
            ✓
          </span>
          {riderSuccessMessage(successAction)}
        </div>
      ) : (
        <form className={styles.form} noValidate onSubmit={handleSubmit} aria-busy={submitting || undefined}>
          {view.greeting && (
            <Text as="h2" size="xl" weight="bold">
              {view.greeting}
            </Text>
          )}
          {view.fields.map((field) => (
            <TextField
              key={field}
              id={`${id}-${field}`}
              name={field}
              label={riderMessages.fieldLabels[field]}
              {...fieldInput[field]}
              defaultValue={defaultValues[field] ?? ''}
              disabled={view.disabledFields.includes(field)}
              error={errors[field]}
            />
          ))}
          {formError && (
            <Text role="alert" size="sm" weight="medium" tone="danger">
              {formError}
            </Text>
          )}
          {view.button && (
            <Button type="submit" fullWidth loading={submitting}>
              {view.button}
            </Button>
          )}
        </form>
      )}
    </section>
  );
}
