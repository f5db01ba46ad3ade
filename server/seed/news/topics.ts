import type { Words } from './vocabulary';

/** What one demo post is written from: words picked by the seed for that post. */
export interface TopicVars {
  season: Words;
  year: number;
  material: Words;
  colour: Words;
  city: Words;
  garment: Words;
  /** An event's day, written out ("14 mars 2026"). */
  eventDay: Words;
}

export interface PostText {
  title: string;
  summary: string;
  paragraphs: string[];
}

export interface TopicText {
  fr: PostText;
  nl: PostText;
  /** One caption per picture the post may have (up to 4). */
  captions: Words[];
}

export interface Topic {
  category: string;
  /** An event: the post announces a day (event_date) ahead of its publication. */
  event?: boolean;
  write(v: TopicVars): TopicText;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const newsTopics: Topic[] = [
  {
    category: 'arrivals',
    write: (v) => ({
      fr: {
        title: `La collection ${v.season.fr} ${v.year} est arrivée`,
        summary: `Coupes amples, matières naturelles et couleurs douces : découvrez les premières pièces de la saison, dont ${v.garment.fr} en ${v.colour.fr}.`,
        paragraphs: [
          `Nous avons passé des mois à choisir les tissus de cette collection ${v.season.fr}. ${cap(v.material.fr)} y tient une place de choix, pour des vêtements qui se portent longtemps et vieillissent bien.`,
          `Parmi nos coups de cœur, ${v.garment.fr} en ${v.colour.fr} : une pièce facile, qui se marie aussi bien avec un jean qu’avec un pantalon habillé.`,
          'Les tailles vont du XS au XXL et chaque modèle est disponible en magasin comme en ligne.',
        ],
      },
      nl: {
        title: `De ${v.season.nl}collectie ${v.year} is binnen`,
        summary: `Ruime snitten, natuurlijke stoffen en zachte kleuren: ontdek de eerste stukken van het seizoen, waaronder ${v.garment.nl} in ${v.colour.nl}.`,
        paragraphs: [
          `We hebben maanden gezocht naar de juiste stoffen voor deze ${v.season.nl}collectie. ${cap(v.material.nl)} speelt de hoofdrol, voor kleren die lang meegaan en mooi verouderen.`,
          `Een van onze favorieten is ${v.garment.nl} in ${v.colour.nl}: een makkelijk stuk dat even goed staat bij een jeans als bij een nette broek.`,
          'De maten gaan van XS tot XXL en elk model is zowel in de winkel als online verkrijgbaar.',
        ],
      },
      captions: [
        { fr: `Collection ${v.season.fr} ${v.year}`, nl: `${cap(v.season.nl)}collectie ${v.year}` },
        {
          fr: `${cap(v.garment.fr)} en ${v.colour.fr}`,
          nl: `${cap(v.garment.nl)} in ${v.colour.nl}`,
        },
        { fr: `Détail de ${v.material.fr}`, nl: `Detail van ${v.material.nl}` },
        { fr: 'Les nouveautés en rayon', nl: 'De nieuwigheden in de rekken' },
      ],
    }),
  },
  {
    category: 'arrivals',
    write: (v) => ({
      fr: {
        title: `Nouveau : ${v.material.fr} en ${v.colour.fr} (${v.season.fr.replace(/^d’|^de /, '')} ${v.year})`,
        summary: `Une nouvelle teinte rejoint nos basiques : ${v.material.fr} se décline désormais en ${v.colour.fr}.`,
        paragraphs: [
          `Vous étiez nombreux à nous la demander : la teinte ${v.colour.fr} arrive sur nos pièces en ${v.material.fr.replace(/^(le |la |l’)/, '')}.`,
          'La couleur est obtenue par une teinture en pièce, qui garde au tissu sa souplesse et limite le dégorgement au lavage.',
          `Elle est disponible dès aujourd’hui, notamment sur ${v.garment.fr}.`,
        ],
      },
      nl: {
        title: `Nieuw: ${v.material.nl} in ${v.colour.nl} (${v.season.nl} ${v.year})`,
        summary: `Een nieuwe kleur bij onze basics: ${v.material.nl} is er voortaan ook in ${v.colour.nl}.`,
        paragraphs: [
          `Velen van jullie vroegen erom: de kleur ${v.colour.nl} komt naar onze stukken in ${v.material.nl}.`,
          'De stof wordt in het stuk geverfd, zodat ze soepel blijft en bij het wassen nauwelijks afgeeft.',
          `Ze is vanaf vandaag verkrijgbaar, onder meer voor ${v.garment.nl}.`,
        ],
      },
      captions: [
        {
          fr: `${cap(v.material.fr)} en ${v.colour.fr}`,
          nl: `${cap(v.material.nl)} in ${v.colour.nl}`,
        },
        { fr: 'Nuancier de la saison', nl: 'Kleurenkaart van het seizoen' },
        { fr: `${cap(v.garment.fr)}`, nl: `${cap(v.garment.nl)}` },
      ],
    }),
  },
  {
    category: 'advice',
    write: (v) => ({
      fr: {
        title: `Comment entretenir ${v.material.fr} (${v.season.fr.replace(/^d’|^de /, '')} ${v.year})`,
        summary: `Lavage, séchage, repassage : nos conseils pour que vos vêtements en ${v.material.fr.replace(/^(le |la |l’)/, '')} durent des années.`,
        paragraphs: [
          `${cap(v.material.fr)} n’aime ni l’eau trop chaude ni le sèche-linge. Lavez à 30 °C, sur l’envers, avec une lessive douce.`,
          'Faites sécher à plat ou sur un cintre, à l’abri du soleil direct, pour éviter que les couleurs ne passent.',
          'Un coup de vapeur suffit le plus souvent à défroisser : le fer n’est utile que pour les cols et les poignets.',
        ],
      },
      nl: {
        title: `Zo onderhoud je ${v.material.nl} (${v.season.nl} ${v.year})`,
        summary: `Wassen, drogen, strijken: onze tips om je kleren in ${v.material.nl} jarenlang mooi te houden.`,
        paragraphs: [
          `${cap(v.material.nl)} houdt niet van te warm water of van de droogkast. Was op 30 °C, binnenstebuiten, met een zacht wasmiddel.`,
          'Laat plat of op een kleerhanger drogen, uit de volle zon, zodat de kleuren niet verbleken.',
          'Meestal volstaat wat stoom om kreukels weg te werken: het strijkijzer is alleen nodig voor kragen en manchetten.',
        ],
      },
      captions: [
        { fr: `Soin de ${v.material.fr}`, nl: `Verzorging van ${v.material.nl}` },
        { fr: 'Séchage à plat', nl: 'Plat drogen' },
        { fr: 'Un défroissage à la vapeur', nl: 'Ontkreuken met stoom' },
      ],
    }),
  },
  {
    category: 'advice',
    write: (v) => ({
      fr: {
        title: `Trois façons de porter ${v.garment.fr} en ${v.colour.fr}`,
        summary: `Du bureau au week-end, ${v.garment.fr} se prête à toutes les envies. Nos idées de tenues pour la saison.`,
        paragraphs: [
          `Au travail, associez ${v.garment.fr} à des tons neutres et à une paire de mocassins : l’ensemble reste sobre sans être strict.`,
          `Le week-end, jouez les contrastes avec une pièce en ${v.material.fr.replace(/^(le |la |l’)/, '')} et des baskets blanches.`,
          'Pour un dîner, une ceinture fine et un bijou discret suffisent à changer l’allure de la tenue.',
        ],
      },
      nl: {
        title: `Drie manieren om ${v.garment.nl} in ${v.colour.nl} te dragen`,
        summary: `Van kantoor tot weekend: ${v.garment.nl} past bij elke stemming. Onze outfitideeën voor het seizoen.`,
        paragraphs: [
          `Op het werk combineer je ${v.garment.nl} met neutrale tinten en loafers: sober zonder streng te zijn.`,
          `In het weekend speel je met contrasten, met een stuk in ${v.material.nl} en witte sneakers.`,
          'Voor een etentje volstaan een smalle riem en een discreet juweel om de outfit een andere uitstraling te geven.',
        ],
      },
      captions: [
        { fr: 'Une tenue de bureau', nl: 'Een kantooroutfit' },
        { fr: 'Le look du week-end', nl: 'De weekendlook' },
        { fr: 'Pour un dîner', nl: 'Voor een etentje' },
        {
          fr: `${cap(v.garment.fr)} en ${v.colour.fr}`,
          nl: `${cap(v.garment.nl)} in ${v.colour.nl}`,
        },
      ],
    }),
  },
  {
    category: 'backstage',
    write: (v) => ({
      fr: {
        title: `Dans notre atelier de ${v.city.fr} : ${v.garment.fr}`,
        summary: `Visite guidée de l’atelier où naît ${v.garment.fr}, de la coupe aux finitions.`,
        paragraphs: [
          `À ${v.city.fr}, une équipe de six couturières assemble nos modèles en petites séries. Chaque pièce passe entre les mêmes mains de la coupe au contrôle final.`,
          `Pour ${v.garment.fr}, il faut compter près de deux heures de travail, dont une bonne partie pour les coutures anglaises qui rendent l’intérieur aussi net que l’extérieur.`,
          'Produire près de chez nous nous permet de fabriquer à la demande et de ne pas stocker d’invendus.',
        ],
      },
      nl: {
        title: `In ons atelier in ${v.city.nl}: ${v.garment.nl}`,
        summary: `Een rondleiding in het atelier waar ${v.garment.nl} ontstaat, van het knippen tot de afwerking.`,
        paragraphs: [
          `In ${v.city.nl} zet een team van zes naaisters onze modellen in kleine reeksen in elkaar. Elk stuk gaat van het knippen tot de eindcontrole door dezelfde handen.`,
          `Voor ${v.garment.nl} is bijna twee uur werk nodig, vooral voor de Franse naden die de binnenkant even netjes maken als de buitenkant.`,
          'Dicht bij huis produceren laat ons toe op bestelling te maken en geen onverkochte voorraad aan te houden.',
        ],
      },
      captions: [
        { fr: `L’atelier de ${v.city.fr}`, nl: `Het atelier in ${v.city.nl}` },
        { fr: 'La table de coupe', nl: 'De snijtafel' },
        { fr: 'Les finitions à la main', nl: 'De afwerking met de hand' },
        { fr: 'Le contrôle final', nl: 'De eindcontrole' },
      ],
    }),
  },
  {
    category: 'backstage',
    write: (v) => ({
      fr: {
        title: `Rencontre avec notre tisserand : ${v.material.fr} ${v.year}`,
        summary: `D’où vient ${v.material.fr} de nos vêtements ? Nous sommes allés rencontrer ceux qui le fabriquent.`,
        paragraphs: [
          `Notre fournisseur travaille ${v.material.fr} depuis trois générations. Les fibres sont filées et tissées sur place, puis lavées avant d’être expédiées à notre atelier.`,
          'Nous choisissons ensemble les grammages et les teintes de chaque saison, en privilégiant des teintures sans métaux lourds.',
          'Cette relation de longue date nous garantit une qualité constante et des délais courts.',
        ],
      },
      nl: {
        title: `Op bezoek bij onze wever: ${v.material.nl} ${v.year}`,
        summary: `Waar komt het ${v.material.nl} van onze kleren vandaan? We gingen op bezoek bij wie het maakt.`,
        paragraphs: [
          `Onze leverancier werkt al drie generaties met ${v.material.nl}. De vezels worden ter plaatse gesponnen en geweven, en gewassen voor ze naar ons atelier vertrekken.`,
          'Samen kiezen we elk seizoen de gewichten en kleuren, met een voorkeur voor verfstoffen zonder zware metalen.',
          'Die jarenlange samenwerking staat garant voor een constante kwaliteit en korte levertermijnen.',
        ],
      },
      captions: [
        { fr: 'Le métier à tisser', nl: 'Het weefgetouw' },
        {
          fr: `Rouleaux de ${v.material.fr.replace(/^(le |la |l’)/, '')}`,
          nl: `Rollen ${v.material.nl}`,
        },
        { fr: 'Les échantillons de couleur', nl: 'De kleurstalen' },
      ],
    }),
  },
  {
    category: 'news',
    write: (v) => ({
      fr: {
        title: `Notre boutique de ${v.city.fr} change d’horaires (${v.season.fr.replace(/^d’|^de /, '')} ${v.year})`,
        summary: `Pour mieux vous accueillir, la boutique de ${v.city.fr} ouvre désormais le dimanche matin.`,
        paragraphs: [
          `À partir de cette semaine, notre boutique de ${v.city.fr} vous accueille du mardi au samedi de 10 h à 18 h 30, et le dimanche de 10 h à 13 h.`,
          'Le lundi reste consacré à la réception des livraisons et à la préparation des commandes à retirer en magasin.',
          'Les retraits de commandes en ligne sont possibles pendant toutes les heures d’ouverture.',
        ],
      },
      nl: {
        title: `Onze winkel in ${v.city.nl} krijgt nieuwe openingsuren (${v.season.nl} ${v.year})`,
        summary: `Om je beter te ontvangen, is de winkel in ${v.city.nl} voortaan ook op zondagochtend open.`,
        paragraphs: [
          `Vanaf deze week is onze winkel in ${v.city.nl} open van dinsdag tot zaterdag van 10 tot 18.30 uur, en op zondag van 10 tot 13 uur.`,
          'Maandag blijft gereserveerd voor leveringen en het klaarmaken van bestellingen die in de winkel worden afgehaald.',
          'Onlinebestellingen afhalen kan tijdens alle openingsuren.',
        ],
      },
      captions: [
        { fr: `La boutique de ${v.city.fr}`, nl: `De winkel in ${v.city.nl}` },
        { fr: 'La vitrine', nl: 'De etalage' },
      ],
    }),
  },
  {
    category: 'workshops',
    event: true,
    write: (v) => ({
      fr: {
        title: `Atelier raccommodage à ${v.city.fr} le ${v.eventDay.fr}`,
        summary: `Apprenez à repriser un pull, poser une pièce ou remplacer un bouton lors de notre atelier gratuit à ${v.city.fr}.`,
        paragraphs: [
          `Le ${v.eventDay.fr}, notre couturière vous attend à la boutique de ${v.city.fr} pour deux heures de raccommodage, de 14 h à 16 h.`,
          'Apportez un vêtement à réparer : nous fournissons les aiguilles, les fils et les pièces de tissu.',
          'Les places sont limitées à douze personnes ; inscrivez-vous en boutique ou par e-mail.',
        ],
      },
      nl: {
        title: `Workshop herstellen in ${v.city.nl} op ${v.eventDay.nl}`,
        summary: `Leer een trui stoppen, een stuk opzetten of een knoop vervangen tijdens onze gratis workshop in ${v.city.nl}.`,
        paragraphs: [
          `Op ${v.eventDay.nl} wacht onze naaister je op in de winkel in ${v.city.nl} voor twee uur herstellen, van 14 tot 16 uur.`,
          'Breng een kledingstuk mee dat hersteld moet worden: naalden, garen en lapjes stof zijn voorzien.',
          'Er zijn maximaal twaalf plaatsen; schrijf je in de winkel of per e-mail in.',
        ],
      },
      captions: [
        { fr: 'Un atelier raccommodage', nl: 'Een workshop herstellen' },
        { fr: 'Le reprisage d’un pull', nl: 'Een trui stoppen' },
        { fr: 'Fils et aiguilles', nl: 'Garen en naalden' },
      ],
    }),
  },
  {
    category: 'workshops',
    event: true,
    write: (v) => ({
      fr: {
        title: `Atelier teinture végétale à ${v.city.fr} le ${v.eventDay.fr}`,
        summary: `Découvrez comment teindre ${v.material.fr} avec des plantes lors d’une après-midi à ${v.city.fr}.`,
        paragraphs: [
          `Le ${v.eventDay.fr}, une teinturière nous rejoint à ${v.city.fr} pour vous montrer comment obtenir un ${v.colour.fr} à partir de plantes et d’épluchures.`,
          `Chaque participant repart avec un foulard en ${v.material.fr.replace(/^(le |la |l’)/, '')} teint de ses mains.`,
          'Participation : 25 €, matériel compris. Inscription obligatoire en boutique ou par e-mail.',
        ],
      },
      nl: {
        title: `Workshop plantaardig verven in ${v.city.nl} op ${v.eventDay.nl}`,
        summary: `Ontdek hoe je ${v.material.nl} met planten verft tijdens een namiddag in ${v.city.nl}.`,
        paragraphs: [
          `Op ${v.eventDay.nl} komt een textielverfster naar ${v.city.nl} om te tonen hoe je ${v.colour.nl} haalt uit planten en schillen.`,
          `Elke deelnemer gaat naar huis met een sjaal in ${v.material.nl}, zelf geverfd.`,
          'Deelname: 25 €, materiaal inbegrepen. Inschrijven in de winkel of per e-mail is verplicht.',
        ],
      },
      captions: [
        { fr: 'Les bains de teinture', nl: 'De verfbaden' },
        { fr: `Un foulard ${v.colour.fr}`, nl: `Een sjaal in ${v.colour.nl}` },
        { fr: 'Les plantes tinctoriales', nl: 'De verfplanten' },
        { fr: 'Le séchage des foulards', nl: 'De sjaals drogen' },
      ],
    }),
  },
  {
    category: 'fairs',
    event: true,
    write: (v) => ({
      fr: {
        title: `Retrouvez-nous au salon de la mode durable de ${v.city.fr} le ${v.eventDay.fr}`,
        summary: `Nous serons présents au salon de ${v.city.fr} avec la collection ${v.season.fr} et quelques pièces inédites.`,
        paragraphs: [
          `Le ${v.eventDay.fr}, venez nous rencontrer sur notre stand au salon de la mode durable de ${v.city.fr}.`,
          `Vous pourrez toucher les matières, essayer ${v.garment.fr} et poser vos questions à l’équipe de l’atelier.`,
          'Entrée gratuite sur présentation de votre carte de fidélité.',
        ],
      },
      nl: {
        title: `Ontmoet ons op de beurs voor duurzame mode in ${v.city.nl} op ${v.eventDay.nl}`,
        summary: `We staan op de beurs in ${v.city.nl} met de ${v.season.nl}collectie en enkele nieuwe stukken.`,
        paragraphs: [
          `Op ${v.eventDay.nl} kun je ons ontmoeten op onze stand op de beurs voor duurzame mode in ${v.city.nl}.`,
          `Je kunt de stoffen voelen, ${v.garment.nl} passen en je vragen stellen aan het team van het atelier.`,
          'Gratis toegang op vertoon van je klantenkaart.',
        ],
      },
      captions: [
        { fr: `Notre stand à ${v.city.fr}`, nl: `Onze stand in ${v.city.nl}` },
        { fr: 'Les visiteurs du salon', nl: 'De bezoekers van de beurs' },
        { fr: 'Les pièces inédites', nl: 'De nieuwe stukken' },
      ],
    }),
  },
  {
    category: 'fairs',
    event: true,
    write: (v) => ({
      fr: {
        title: `Marché de créateurs à ${v.city.fr} le ${v.eventDay.fr}`,
        summary: `Un week-end pour découvrir des créateurs belges, dont notre atelier, au marché de ${v.city.fr}.`,
        paragraphs: [
          `Le ${v.eventDay.fr}, le marché de créateurs de ${v.city.fr} réunit une quarantaine d’artisans du textile, de la céramique et du bois.`,
          `Nous y présentons nos pièces en ${v.material.fr.replace(/^(le |la |l’)/, '')} et des fins de séries à prix doux.`,
          'Le marché est ouvert de 10 h à 18 h ; l’accès est libre.',
        ],
      },
      nl: {
        title: `Makersmarkt in ${v.city.nl} op ${v.eventDay.nl}`,
        summary: `Een weekend om Belgische makers te ontdekken, waaronder ons atelier, op de markt in ${v.city.nl}.`,
        paragraphs: [
          `Op ${v.eventDay.nl} brengt de makersmarkt van ${v.city.nl} een veertigtal ambachtslui samen, uit textiel, keramiek en hout.`,
          `We tonen er onze stukken in ${v.material.nl} en laatste exemplaren aan zachte prijzen.`,
          'De markt is open van 10 tot 18 uur; de toegang is gratis.',
        ],
      },
      captions: [
        { fr: `Le marché de ${v.city.fr}`, nl: `De markt in ${v.city.nl}` },
        { fr: 'Notre étal', nl: 'Onze kraam' },
      ],
    }),
  },
];
