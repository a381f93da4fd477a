/** The pieces every account form shares: a labelled field with its message, and the server-error alert. */
import { useId, type InputHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import './forms.css';

type FieldProps = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'>;

export function TextField({ label, registration, error, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} {...registration} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
      {error?.message && (
        <p id={errorId} className="field__error">
          {error.message}
        </p>
      )}
    </div>
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
