/** The pieces every account form shares: a labelled field with its message, and the server-error alert. */
import { useId, type InputHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Field, TextInput } from './FormControls';
import './forms.css';

type FieldProps = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'size'>;

/** A react-hook-form text field: the shared Field with a TextInput registered under its name. */
export function TextField({ label, registration, error, ...input }: FieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error?.message}>
      {({ describedBy, invalid }) => (
        <TextInput id={id} {...input} {...registration} aria-invalid={invalid} aria-describedby={describedBy} />
      )}
    </Field>
  );
}

/** Server errors on the auth screens are shown in an alert box (spec §8). */
export function FormAlert({ message, tone = 'error' }: { message: string | null; tone?: 'error' | 'success' }) {
  if (!message) return null;
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {message}
    </div>
  );
}

export const errorMessage = (error: unknown) => (error instanceof Error && error.message ? error.message : 'An unexpected error occurred');
