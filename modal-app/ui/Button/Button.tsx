import type { ButtonHTMLAttributes, ReactNode } from 'react'

type Variant = 'primary' | 'secondary' | 'ghost'

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-accent text-accent-fg hover:brightness-110 active:brightness-95',
  secondary: 'bg-surface text-fg hover:bg-surface-strong',
  ghost: 'text-fg hover:bg-surface',
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant
  size?: 'md' | 'lg'
  fullWidth?: boolean
}

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  type = 'button',
  className = '',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`inline-flex items-center justify-center gap-2 rounded-control font-semibold transition-[background-color,filter,transform] duration-150 active:scale-[0.98] disabled:pointer-events-none disabled:opacity-50 ${
        size === 'lg' ? 'h-12 px-5 text-base' : 'h-10 px-4 text-sm'
      } ${fullWidth ? 'w-full' : ''} ${VARIANTS[variant]} ${className}`}
      {...props}
    />
  )
}

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> & {
  /** The accessible name: icon buttons have no visible text. */
  label: string
  children: ReactNode
  variant?: 'ghost' | 'secondary'
}

export function IconButton({
  label,
  variant = 'ghost',
  type = 'button',
  className = '',
  children,
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted transition-colors duration-150 hover:text-fg ${
        variant === 'secondary' ? 'bg-surface hover:bg-surface-strong' : 'hover:bg-surface'
      } ${className}`}
      {...props}
    >
      {children}
    </button>
  )
}
