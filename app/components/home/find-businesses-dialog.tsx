import { useState } from 'react'
import { useNavigate } from 'react-router'
import { DIRECTORY_CATEGORIES } from '~/lib/categories.ts'
import { SelectField } from '../forms/field.tsx'
import { Button } from '../ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog.tsx'
import { toast } from '../ui/toast.tsx'

/** Spec §2/§5: choose a state, then go to its first city (alphabetically) with the filters set. */
export function FindBusinessesDialog({
  open,
  onOpenChange,
  category,
  states,
  cities,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  category: string
  states: { abbr: string; name: string }[]
  cities: { slug: string; name: string; state: string }[]
}) {
  const navigate = useNavigate()
  const [type, setType] = useState(category)
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Find Safe Businesses</DialogTitle>
          <DialogDescription>Choose a state and we’ll show you safety-rated businesses there.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault()
            const abbr = String(new FormData(e.currentTarget).get('state') ?? '')
            if (!abbr) {
              toast.error('Error', { description: 'Please select a state' })
              return
            }
            const first = cities.filter((c) => c.state === abbr).sort((a, b) => a.name.localeCompare(b.name))[0]
            if (!first) {
              const name = states.find((s) => s.abbr === abbr)?.name ?? abbr
              toast.error('No Cities Found', { description: `We don't have any cities listed for ${name}` })
              return
            }
            onOpenChange(false)
            navigate(`/city/${first.slug}?state=${abbr}&category=${type.toLowerCase()}`)
          }}
        >
          <SelectField label="State" name="state" defaultValue="">
            <option value="">Select a state</option>
            {states.map((s) => (
              <option key={s.abbr} value={s.abbr}>
                {s.name}
              </option>
            ))}
          </SelectField>
          <SelectField label="Business Type" name="type" value={type} onChange={(e) => setType(e.target.value)} options={DIRECTORY_CATEGORIES} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit">Find Businesses</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
