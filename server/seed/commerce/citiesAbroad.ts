import type { CitySeed } from './citiesGazetteer';

/** Neighbours whose gazetteer is not complete, by country code: the postal codes of main towns. */
export const citiesAbroad: Record<string, readonly CitySeed[]> = {
  FR: [
    ['06000', 43.70, 7.27, 'Nice'], ['13001', 43.30, 5.38, 'Marseille'], ['31000', 43.60, 1.44, 'Toulouse'],
    ['33000', 44.84, -0.58, 'Bordeaux'], ['44000', 47.22, -1.55, 'Nantes'], ['51100', 49.26, 4.03, 'Reims'],
    ['59000', 50.63, 3.06, 'Lille', 'Rijsel'], ['59100', 50.69, 3.18, 'Roubaix', 'Robaais'],
    ['59200', 50.72, 3.16, 'Tourcoing', 'Toerkonje'], ['67000', 48.58, 7.75, 'Strasbourg', 'Straatsburg'],
    ['69001', 45.77, 4.83, 'Lyon'], ['75001', 48.86, 2.34, 'Paris', 'Parijs'],
  ],
  LU: [
    ['1009', 49.61, 6.13, 'Luxembourg', 'Luxemburg'], ['3401', 49.48, 6.09, 'Dudelange'],
    ['4001', 49.50, 5.98, 'Esch-sur-Alzette'], ['6401', 49.81, 6.42, 'Echternach'],
    ['8001', 49.62, 6.06, 'Strassen'], ['9001', 49.85, 6.10, 'Ettelbruck'], ['9501', 49.97, 5.93, 'Wiltz'],
  ],
}; // prettier-ignore
