import { TitledSection } from '~/components/ui/titled-section.tsx'

/**
 * A business page's "Location" section: its pin and its city's centre (issue 32), the map drawn by
 * the loader (pin-map-markup.server.ts).
 */
export function BusinessPosition({ position, cityName }: { position: { fromCenter: string; mapHtml: string }; cityName: string }) {
  return (
    <TitledSection id="location-heading" title="Location" card>
      <p className="mt-1 text-sm text-muted-foreground">
        {position.fromCenter} from the center of {cityName}
      </p>
      <div dangerouslySetInnerHTML={{ __html: position.mapHtml }} />
    </TitledSection>
  )
}
