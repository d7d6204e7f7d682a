import { TitledSection } from '~/components/ui/titled-section.tsx'
import { MapFigure, type PageMap } from './map-figure.tsx'

/**
 * A business page's "Location" section: its pin and its city's centre, the map drawn by
 * the loader (pin-map-markup.server.ts).
 */
export function BusinessPosition({ position, cityName }: { position: { fromCenter: string | null; map: PageMap }; cityName: string }) {
  return (
    <TitledSection id="location-heading" title="Location" card>
      <p className="mt-1 text-sm text-muted-foreground">
        {position.fromCenter ? `${position.fromCenter} from the center of ${cityName}` : `At the center of ${cityName}`}
      </p>
      <MapFigure map={position.map} className="mt-3" />
    </TitledSection>
  )
}
