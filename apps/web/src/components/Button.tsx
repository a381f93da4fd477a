/** The app's button (FormControls.tsx re-exports it with the other controls, whose styles it shares). */
import type { ButtonHTMLAttributes, Ref } from 'react';

export const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** normal: a form's field (44 px, a finger's height); small: a compact filter or sort beside a list */
export type Size = 'normal' | 'small';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** primary: the one main action of a form; secondary: every other (the default); quiet: a text-like button */
  variant?: 'primary' | 'secondary' | 'quiet';
  size?: Size;
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
