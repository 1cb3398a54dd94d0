import type { ButtonHTMLAttributes } from 'react';
import './button.css';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Outlined (the default), filled with the brand colour, or text only. */
  fill?: 'outline' | 'solid' | 'text';
  size?: 'middle' | 'small';
  /** The full width of its box. */
  block?: boolean;
  /** Its action is under way: a spinner, and no second tap. */
  loading?: boolean;
};

/**
 * A button of our own (44 px tall at least, a pressed state at once), for the screens a buyer lands on: antd-mobile's
 * Button brings its gesture and animation code along.
 */
export function Button({
  fill = 'outline',
  size = 'middle',
  block = false,
  loading = false,
  className,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  const classes = [
    'tw-button',
    fill !== 'outline' && `tw-button--${fill}`,
    size === 'small' && 'tw-button--small',
    block && 'tw-button--block',
    className,
  ];
  return (
    <button
      type={type}
      className={classes.filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className="tw-button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
