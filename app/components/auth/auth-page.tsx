import type * as React from 'react'

/** Centered card layout shared by the sign-in pages. */
export function AuthPage({ title, intro, children }: { title: string; intro?: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="bg-gradient-to-br from-navy to-primary px-4 py-14 sm:py-20">
      <div className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8">
        <h1 className="text-center text-3xl font-extrabold tracking-tight text-navy">{title}</h1>
        {intro && <div className="mt-2 text-center text-muted-foreground">{intro}</div>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  )
}
