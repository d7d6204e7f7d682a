import { AppError } from '~/lib/app-error.ts'
import type { CityTraits } from './city-traits.ts'
import { renderCityPicture } from './draw/compose.ts'

/** The city an image is made for; version is the one the new image will get. */
export interface CityForImage {
  name: string
  state: string
  slug: string
  traits: CityTraits
  version: number
}

/** Makes a city's image: the bytes of some image file (checked and re-encoded by the caller). */
export interface ImageProvider {
  readonly name: 'procedural' | 'runware'
  generate(city: CityForImage): Promise<Buffer>
}

/**
 * A provider's failure, with the server's text (spec §8: 'Failed to generate image: {server text}');
 * its HTTP status, when it answered, is the cause.
 */
export const providerFailed = (message: string, status?: number) => new AppError('provider-failed', message, status === undefined ? {} : { cause: { status } })

/** The default provider: drawn here from the city's traits (deterministic per city and version). */
export const proceduralProvider: ImageProvider = {
  name: 'procedural',
  generate: (city) => renderCityPicture(city.slug, city.traits, city.version),
}
