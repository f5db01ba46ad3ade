/**
 * Description sentences; {name} {brand} {place} {material} are filled in. Written to fit any
 * product (no gendered agreement in French, no de/het in Dutch).
 */
export const sentences = {
  intro: [
    {
      fr: '{name} : une création {brand} pensée pour durer et servir au quotidien.',
      nl: '{name} van {brand}, ontworpen om lang mee te gaan, voor elke dag.',
    },
    {
      fr: 'Avec le modèle {place}, {brand} revisite un classique : des lignes sobres et des finitions soignées.',
      nl: 'Met het model {place} geeft {brand} een klassieker een nieuwe look: strakke lijnen en een verzorgde afwerking.',
    },
    {
      fr: 'Dessiné à Bruxelles et baptisé d’après {place}, ce modèle allie simplicité et caractère.',
      nl: 'Ontworpen in Brussel en vernoemd naar {place}: eenvoudig, met karakter.',
    },
  ],
  material: [
    {
      fr: 'Réalisé en {material} pour un toucher agréable et une belle tenue dans le temps.',
      nl: 'Gemaakt van {material}: zacht aanvoelend en mooi van vorm, ook na vele wasbeurten.',
    },
    {
      fr: 'Matière : {material}, choisie pour sa douceur et sa résistance.',
      nl: 'Materiaal: {material}, gekozen om de zachtheid en de stevigheid.',
    },
    {
      fr: 'Sa matière, {material}, respire et se patine joliment avec les années.',
      nl: 'Het materiaal, {material}, ademt en wordt met de jaren alleen maar mooier.',
    },
  ],
  closing: [
    { fr: 'Lavable en machine à 30 °C.', nl: 'Wasbaar in de machine op 30 °C.' },
    {
      fr: 'Confectionné en Europe dans un atelier partenaire.',
      nl: 'Gemaakt in Europa, in een partneratelier.',
    },
    {
      fr: 'Livré dans un emballage recyclé, sans plastique.',
      nl: 'Geleverd in een gerecycleerde verpakking zonder plastic.',
    },
    {
      fr: 'Se combine avec les autres pièces de la collection {place}.',
      nl: 'Te combineren met de andere stukken uit de collectie {place}.',
    },
  ],
};

export function fill(template: string, slots: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (m, key: string) => slots[key] ?? m);
}
