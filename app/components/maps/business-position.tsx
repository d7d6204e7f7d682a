import type { MapData } from '~/lib/local-map.ts'
import { PinMap } from './pin-map.tsx'
import { TitledSection } from '~/components/ui/titled-section.tsx'

/** A business page's "Location" section: its pin and its city's centre (issue 32). */
export function BusinessPosition({ map, name, cityName }: { map: MapData & { fromCenter: string }; name: string; cityName: string }) {
  return (
    <TitledSection id="location-heading" title="Location" card>
      <p className="mt-1 text-sm text-muted-foreground">
        {map.fromCenter} from the center of {cityName}
      </p>
      <PinMap map={map} title={`Map of where ${name} is in ${cityName}`} className="mt-3 w-full rounded-lg border" />
    </TitledSection>
  )
}
