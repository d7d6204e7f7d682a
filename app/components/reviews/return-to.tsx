import { useLocation } from 'react-router'

/** Where a form posted without JavaScript comes back to: this page (the action checks it stays on the site). */
export function ReturnTo() {
  const { pathname } = useLocation()
  return <input type="hidden" name="returnTo" value={pathname} />
}
