import type { CitySeed } from './citiesBrusselsWallonia';

/** Neighbours, by country code: the postal codes of their main towns (NL: the digits only). */
export const citiesAbroad: Record<string, readonly CitySeed[]> = {
  NL: [
    ['1011', 'Amsterdam'],
    ['1012', 'Amsterdam'],
    ['2311', 'Leyde', 'Leiden'],
    ['2511', 'La Haye', 'Den Haag'],
    ['3011', 'Rotterdam'],
    ['3511', 'Utrecht'],
    ['4811', 'Breda'],
    ['5611', 'Eindhoven'],
    ['6211', 'Maastricht'],
    ['6511', 'Nimègue', 'Nijmegen'],
    ['9711', 'Groningue', 'Groningen'],
  ],
  FR: [
    ['06000', 'Nice'],
    ['13001', 'Marseille'],
    ['31000', 'Toulouse'],
    ['33000', 'Bordeaux'],
    ['44000', 'Nantes'],
    ['51100', 'Reims'],
    ['59000', 'Lille', 'Rijsel'],
    ['59100', 'Roubaix', 'Robaais'],
    ['59200', 'Tourcoing', 'Toerkonje'],
    ['67000', 'Strasbourg', 'Straatsburg'],
    ['69001', 'Lyon'],
    ['75001', 'Paris', 'Parijs'],
  ],
  LU: [
    ['1009', 'Luxembourg', 'Luxemburg'],
    ['3401', 'Dudelange'],
    ['4001', 'Esch-sur-Alzette'],
    ['6401', 'Echternach'],
    ['8001', 'Strassen'],
    ['9001', 'Ettelbruck'],
    ['9501', 'Wiltz'],
  ],
};
