import { type CountryCode, DEFAULT_COUNTRY } from '@comanda/domain/money';
import { cleanPhoneInput, sanitizeDocumentInput } from '@comanda/domain/validation';
import { useId, useState } from 'react';
import { Card } from '../Card/Card.tsx';
import { PhoneInput } from '../PhoneInput/PhoneInput.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './CustomerDataSection.css.ts';

export const customerFields = ['name', 'phone', 'email', 'document', 'tableNumber'] as const;
export type CustomerField = (typeof customerFields)[number];

export interface CustomerData {
  readonly name: string;
  readonly phone: string;
  /** The phone prefix country. */
  readonly phoneCountry: CountryCode;
  readonly email: string;
  /** As typed, already without dots, commas, plus and minus signs. */
  readonly document: string;
  readonly tableNumber: string;
}

export const emptyCustomerData: CustomerData = {
  name: '',
  phone: '',
  phoneCountry: DEFAULT_COUNTRY,
  email: '',
  document: '',
  tableNumber: '',
};

/** Diner §3 DOCUMENT_LABEL customization: the document's label when the branch sets none. */
export const DEFAULT_DOCUMENT_LABEL = 'DNI';

export const customerDataTexts = {
  heading: 'Mis datos',
  /** Decision: field labels; the spec names the fields, not their labels. */
  name: 'Nombre',
  phone: 'Teléfono',
  email: 'Email',
  tableNumber: 'Número de mesa',
  /** Decision: the hint under a field the store does not force. */
  optional: 'Opcional',
} as const;

/** The fields a store may force (diner §5 "if forced"); the rest are optional. */
export interface CustomerRequiredFields {
  readonly phone: boolean;
  readonly name: boolean;
  readonly email: boolean;
}

export interface CustomerDataSectionProps {
  readonly value?: CustomerData;
  readonly defaultValue?: Partial<CustomerData>;
  /** The whole data after a change, and which field changed. */
  readonly onValueChange?: (value: CustomerData, field: CustomerField | 'phoneCountry') => void;
  readonly onFieldBlur?: (field: CustomerField) => void;
  /**
   * What the store forces (BranchContact mandatoryPhone, mandatoryName, mandatoryEmail): a forced
   * field is marked required, any other says 'Opcional'. The email is always offered.
   */
  readonly required?: CustomerRequiredFields;
  readonly showDocument?: boolean;
  /** The DOCUMENT_LABEL customization's label. */
  readonly documentLabel?: string;
  /** Dine-in: the table number is asked. */
  readonly showTableNumber?: boolean;
  /** Field errors (e.g. from `validateCheckoutSubmit`'s failures), each its field's description, read once with it. */
  readonly errors?: Readonly<Partial<Record<CustomerField, string | null | undefined>>>;
  readonly disabled?: boolean;
}

/**
 * The domain's `cleanPhoneInput` (digits and one leading '+') as the diner types; a lone '+' is
 * kept, since it starts an international number.
 */
export function cleanPhoneTyping(input: string): string {
  return input.trim() === '+' ? '+' : cleanPhoneInput(input);
}

/** 'Mis datos' (diner §2): who orders, how to reach them and, dining in, at which table. */
export function CustomerDataSection({
  value,
  defaultValue,
  onValueChange,
  onFieldBlur,
  required = { phone: false, name: false, email: false },
  showDocument = true,
  documentLabel = DEFAULT_DOCUMENT_LABEL,
  showTableNumber = false,
  errors = {},
  disabled = false,
}: CustomerDataSectionProps) {
  const headingId = useId();
  const [inner, setInner] = useState<CustomerData>({ ...emptyCustomerData, ...defaultValue });
  const data = value ?? inner;

  const change = <K extends CustomerField | 'phoneCountry'>(field: K, fieldValue: CustomerData[K]) => {
    const next = { ...data, [field]: fieldValue };
    if (value === undefined) setInner(next);
    onValueChange?.(next, field);
  };
  const blur = (field: CustomerField) => () => onFieldBlur?.(field);
  const need = (field: keyof CustomerRequiredFields) =>
    required[field] ? { 'aria-required': true } : { hint: customerDataTexts.optional };

  return (
    <Card as="section" aria-labelledby={headingId} data-slot="customer-data-section">
      <Stack gap="md">
        <h2 id={headingId} className={styles.heading}>
          {customerDataTexts.heading}
        </h2>
        <div className={styles.grid}>
          <TextField
            label={customerDataTexts.name}
            name="customerName"
            autoComplete="name"
            value={data.name}
            {...need('name')}
            disabled={disabled}
            error={errors.name ?? undefined}
            onChange={(event) => change('name', event.currentTarget.value)}
            onBlur={blur('name')}
          />
          <PhoneInput
            label={customerDataTexts.phone}
            name="phone"
            value={data.phone}
            country={data.phoneCountry}
            {...need('phone')}
            disabled={disabled}
            error={errors.phone ?? undefined}
            onValueChange={(phone) => change('phone', cleanPhoneTyping(phone))}
            onCountryChange={(country) => change('phoneCountry', country)}
            onBlur={blur('phone')}
          />
          <TextField
            label={customerDataTexts.email}
            name="customerEmail"
            type="email"
            autoComplete="email"
            value={data.email}
            {...need('email')}
            disabled={disabled}
            error={errors.email ?? undefined}
            onChange={(event) => change('email', event.currentTarget.value)}
            onBlur={blur('email')}
          />
          {showDocument && (
            <TextField
              label={documentLabel}
              name="customerDocument"
              value={data.document}
              disabled={disabled}
              error={errors.document ?? undefined}
              onChange={(event) => change('document', sanitizeDocumentInput(event.currentTarget.value))}
              onBlur={blur('document')}
            />
          )}
          {showTableNumber && (
            <TextField
              label={customerDataTexts.tableNumber}
              name="tableNumber"
              inputMode="numeric"
              value={data.tableNumber}
              disabled={disabled}
              error={errors.tableNumber ?? undefined}
              onChange={(event) => change('tableNumber', event.currentTarget.value)}
              onBlur={blur('tableNumber')}
            />
          )}
        </div>
      </Stack>
    </Card>
  );
}
