import { createContext, type ReactNode, useContext } from 'react'
import type { SignInActions } from './siwx.js'

const NO_SIGN_IN: SignInActions = { sign() {}, cancel() {}, start() {} }
const SignInContext = createContext<SignInActions>(NO_SIGN_IN)

/** Makes the sign-in flow (flows/signIn/siwx.ts) available to the SIWXSignMessage view. */
export function SignInProvider(props: { signIn: SignInActions | undefined; children: ReactNode }) {
  if (props.signIn === undefined) return props.children
  return <SignInContext value={props.signIn}>{props.children}</SignInContext>
}

export function useSignIn(): SignInActions {
  return useContext(SignInContext)
}
