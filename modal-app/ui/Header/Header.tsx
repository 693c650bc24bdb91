import { IconButton } from '../Button/Button.js'
import { BackIcon, CloseIcon } from '../Icon/icons.js'

export function Header(props: {
  title: string
  titleId: string
  onBack: (() => void) | undefined
  onClose: (() => void) | undefined
}) {
  return (
    <header className="flex h-14 shrink-0 items-center gap-2 px-2.5">
      {props.onBack === undefined ? (
        <span className="size-10 shrink-0" />
      ) : (
        <IconButton label="Back" onClick={props.onBack}>
          <BackIcon />
        </IconButton>
      )}
      <h1
        key={props.title}
        id={props.titleId}
        className="flex-1 animate-header-text truncate text-center font-semibold text-base"
      >
        {props.title}
      </h1>
      {props.onClose === undefined ? (
        <span className="size-10 shrink-0" />
      ) : (
        <IconButton label="Close" onClick={props.onClose}>
          <CloseIcon />
        </IconButton>
      )}
    </header>
  )
}
