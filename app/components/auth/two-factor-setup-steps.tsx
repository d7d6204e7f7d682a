/** What the authenticator app needs, shown once when a member starts two-factor setup. */
export interface TwoFactorSetup {
  totpURI: string
  secret: string
  backupCodes: string[]
}

/** Steps 1 and 2 of two-factor setup: add the key to the app, keep the recovery codes. */
export function TwoFactorSetupSteps({ setup }: { setup: TwoFactorSetup }) {
  return (
    <>
      <p className="text-sm">
        1. Add Safest to your authenticator app:{' '}
        <a href={setup.totpURI} className="font-semibold text-primary underline underline-offset-4">open it in the app</a>, or enter this key:
      </p>
      <code className="rounded-md bg-muted px-3 py-2 font-mono text-sm break-all" data-testid="two-factor-secret">{setup.secret.match(/.{1,4}/g)?.join(' ')}</code>
      <p className="text-sm">2. Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone; they are not shown again.</p>
      <ul className="grid grid-cols-2 gap-1 rounded-md bg-muted px-3 py-2 font-mono text-sm" aria-label="Recovery codes">
        {setup.backupCodes.map((code) => <li key={code}>{code}</li>)}
      </ul>
    </>
  )
}
