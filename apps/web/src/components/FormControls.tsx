/**
 * The app's form controls: one look for every button, select, text area, text input, checkbox and radio (dark
 * surfaces, the accent focus ring, the tomato border of a refused value), native elements underneath so keyboards,
 * screen readers and form libraries work as usual. Each takes every prop of the element it draws. Their styles
 * ship with the entry chunk (main.tsx imports form-controls.css), so a server-rendered control is styled at once.
 */
import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import './form-controls.css';

import { Button, classes, type Size } from './Button';

// the button lives in its own module: the page frame (the header's sign-in button) needs it, and a shared module the
// entry chunk imports brings along every export any screen uses
export { Button };

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> & { ref?: Ref<HTMLSelectElement>; size?: Size };

export function Select({ className, size = 'normal', ...props }: SelectProps) {
  return <select className={classes('control', 'control--select', size === 'small' && 'control--small', className)} {...props} />;
}

export function TextArea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return <textarea className={classes('control', 'control--textarea', className)} {...props} />;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & { ref?: Ref<HTMLInputElement>; size?: Size };

/** A one-line input: text by default, or any other typed entry (date, number, search…). */
export function TextInput({ className, type = 'text', size = 'normal', ...props }: InputProps) {
  return <input type={type} className={classes('control', 'control--input', size === 'small' && 'control--small', className)} {...props} />;
}

/** A checkbox in the theme's accent; its label is the caller's (usually a <label> around it and its text). */
export function Checkbox({ className, ...props }: Omit<InputProps, 'type' | 'size'>) {
  return <input type="checkbox" className={classes('control-check', className)} {...props} />;
}

export function Radio({ className, ...props }: Omit<InputProps, 'type' | 'size'>) {
  return <input type="radio" className={classes('control-check', className)} {...props} />;
}

/** A slider (range input) in the theme's accent. */
export function Slider({ className, ...props }: Omit<InputProps, 'type' | 'size'>) {
  return <input type="range" className={classes('control-check', 'control-slider', className)} {...props} />;
}

/**
 * A labelled field: its label, the control (given its id), an optional hint and the error that refused it, both
 * tied to the control by the ids the caller passes on (`aria-describedby={describedBy}`).
 */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  children: (described: { describedBy: string | undefined; invalid: true | undefined }) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ describedBy, invalid: error ? true : undefined })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
