import type * as React from 'react'
import { Link } from 'react-router'
import { buttonVariants } from '../ui/button.tsx'

/** Centered card layout shared by the sign-in pages, with a way back below the form. */
export function AuthPage({
  title,
  intro,
  back,
  children,
}: {
  title: string
  intro?: React.ReactNode
  back: { to: string; label: string }
  children: React.ReactNode
}) {
  return (
    <div className="bg-gradient-to-br from-navy to-primary px-4 py-14 sm:py-20">
      <div className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8">
        <h1 className="text-center text-3xl font-extrabold tracking-tight text-navy">{title}</h1>
        {intro && <div className="mt-2 text-center text-muted-foreground">{intro}</div>}
        <div className="mt-6">{children}</div>
        <div className="mt-6 text-center">
          <Link to={back.to} className={buttonVariants({ variant: 'link' })}>
            {back.label}
          </Link>
        </div>
      </div>
    </div>
  )
}
