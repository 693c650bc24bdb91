import { startSend } from '../../flows/send/sendState.js'
import { Button } from '../../ui/Button/Button.js'
import { ReceiveIcon, SendIcon } from '../../ui/Icon/viewIcons.js'
import { useActions, useApp, useStore } from '../context.js'

/** Account's wallet actions, each where its `features` flag is on (SPEC §1): "Send" and "Receive". */
export function AccountActions() {
  const store = useStore()
  const actions = useActions()
  const send = useApp((state) => state.config.features.send)
  const receive = useApp((state) => state.config.features.receive)
  if (!send && !receive) return null
  return (
    <div className="flex gap-2">
      {send ? (
        <Button variant="secondary" fullWidth onClick={() => startSend(store, actions)}>
          <SendIcon size={18} />
          Send
        </Button>
      ) : null}
      {receive ? (
        <Button variant="secondary" fullWidth onClick={() => actions.push('WalletReceive')}>
          <ReceiveIcon size={18} />
          Receive
        </Button>
      ) : null}
    </div>
  )
}
