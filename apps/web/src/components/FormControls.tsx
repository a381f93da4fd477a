/**
 * The app's form controls: one look for every button, select, text area and text input (dark surfaces, the
 * accent focus ring, the tomato border of a refused value), native elements underneath so keyboards, screen
 * readers and form libraries work as usual. Each takes every prop of the element it draws.
 */
import type { ButtonHTMLAttributes, InputHTMLAttributes, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import './form-controls.css';

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** primary: the one main action of a form; secondary: every other (the default); quiet: a text-like button */
  variant?: 'primary' | 'secondary' | 'quiet';
  size?: 'normal' | 'small';
  ref?: Ref<HTMLButtonElement>;
};

export function Button({ variant = 'secondary', size = 'normal', className, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={classes('control-button', `control-button--${variant}`, size === 'small' && 'control-button--small', className)}
      {...props}
    />
  );
}

export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return <select className={classes('control', 'control--select', className)} {...props} />;
}

export function TextArea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return <textarea className={classes('control', 'control--textarea', className)} {...props} />;
}

/** A one-line input: text by default, or any other typed entry (date, number, search…). */
export function TextInput({ className, type = 'text', ...props }: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input type={type} className={classes('control', 'control--input', className)} {...props} />;
}
