export interface SeedPage {
  slug: string;
  showInNav: boolean;
  navPosition: number;
  fr: { title: string; description: string; html: string };
  nl: { title: string; description: string; html: string };
}

/** The slug is the same in every culture: a language switch only swaps the culture segment. */
export const pages: SeedPage[] = [
  {
    slug: '',
    showInNav: true,
    navPosition: 0,
    fr: {
      title: 'Accueil',
      description: 'Vitrine, la boutique en ligne belge : mode, maison et accessoires livrés en Belgique et aux Pays-Bas.',
      html: `<section class="hero"><h1>Bienvenue chez Vitrine</h1>
<p class="lead">Mode, maison et accessoires choisis avec soin, livrés en 48 heures en Belgique, au Luxembourg et aux Pays-Bas.</p>
<p><a class="btn btn-primary" href="/fr/about">Découvrir notre histoire</a></p></section>
<section class="usp"><h2>Pourquoi acheter chez nous ?</h2><ul>
<li><strong>Livraison gratuite</strong> dès 50 € d’achat.</li>
<li><strong>Retour gratuit</strong> pendant 30 jours.</li>
<li><strong>Paiement sécurisé</strong> par carte, Bancontact ou virement.</li>
<li><strong>Service client</strong> en français et en néerlandais.</li></ul></section>`,
    },
    nl: {
      title: 'Home',
      description: 'Vitrine, de Belgische webwinkel: mode, wonen en accessoires, geleverd in België en Nederland.',
      html: `<section class="hero"><h1>Welkom bij Vitrine</h1>
<p class="lead">Zorgvuldig gekozen mode, wonen en accessoires, binnen 48 uur geleverd in België, Luxemburg en Nederland.</p>
<p><a class="btn btn-primary" href="/nl/about">Ontdek ons verhaal</a></p></section>
<section class="usp"><h2>Waarom bij ons kopen?</h2><ul>
<li><strong>Gratis levering</strong> vanaf € 50.</li>
<li><strong>Gratis retour</strong> binnen 30 dagen.</li>
<li><strong>Veilig betalen</strong> met kaart, Bancontact of overschrijving.</li>
<li><strong>Klantendienst</strong> in het Nederlands en het Frans.</li></ul></section>`,
    },
  },
  {
    slug: 'about',
    showInNav: true,
    navPosition: 1,
    fr: {
      title: 'À propos',
      description: 'Qui sommes-nous ? L’histoire de Vitrine, boutique familiale fondée à Bruxelles.',
      html: `<h1>À propos de Vitrine</h1>
<p>Vitrine est née en 2012 dans une petite boutique du centre de Bruxelles. Aujourd’hui, notre équipe de douze personnes sélectionne des produits durables auprès de créateurs européens.</p>
<h2>Nos engagements</h2><ul><li>Des fournisseurs européens, visités chaque année.</li><li>Des emballages recyclés et recyclables.</li><li>Un service après-vente qui répond en un jour ouvrable.</li></ul>
<p><a href="/fr/contact">Contactez-nous</a></p>`,
    },
    nl: {
      title: 'Over ons',
      description: 'Wie zijn wij? Het verhaal van Vitrine, een familiezaak opgericht in Brussel.',
      html: `<h1>Over Vitrine</h1>
<p>Vitrine ontstond in 2012 in een kleine winkel in het centrum van Brussel. Vandaag selecteert ons team van twaalf mensen duurzame producten bij Europese ontwerpers.</p>
<h2>Onze beloften</h2><ul><li>Europese leveranciers, elk jaar bezocht.</li><li>Gerecycleerde en recycleerbare verpakkingen.</li><li>Een klantendienst die binnen één werkdag antwoordt.</li></ul>
<p><a href="/nl/contact">Neem contact op</a></p>`,
    },
  },
  {
    slug: 'contact',
    showInNav: true,
    navPosition: 2,
    fr: {
      title: 'Contact',
      description: 'Contactez le service client de Vitrine par e-mail ou par téléphone.',
      html: `<h1>Contact</h1>
<p>Notre service client vous répond du lundi au vendredi, de 9 h à 17 h.</p>
<address>Vitrine SRL<br>Rue Neuve 1<br>1000 Bruxelles<br>Belgique</address>
<p>Téléphone : <a href="tel:+3220000000">+32 2 000 00 00</a></p>`,
    },
    nl: {
      title: 'Contact',
      description: 'Neem contact op met de klantendienst van Vitrine per e-mail of telefoon.',
      html: `<h1>Contact</h1>
<p>Onze klantendienst helpt u van maandag tot vrijdag, van 9 tot 17 uur.</p>
<address>Vitrine BV<br>Nieuwstraat 1<br>1000 Brussel<br>België</address>
<p>Telefoon: <a href="tel:+3220000000">+32 2 000 00 00</a></p>`,
    },
  },
  {
    slug: 'terms',
    showInNav: false,
    navPosition: 3,
    fr: {
      title: 'Conditions générales de vente',
      description: 'Les conditions générales de vente de Vitrine.',
      html: `<h1>Conditions générales de vente</h1>
<h2>1. Objet</h2><p>Les présentes conditions régissent les ventes conclues sur le site Vitrine.</p>
<h2>2. Prix</h2><p>Les prix sont indiqués en euros, TVA comprise. Les frais de livraison sont indiqués avant la validation de la commande.</p>
<h2>3. Droit de rétractation</h2><p>Vous disposez de 14 jours à compter de la réception pour nous retourner un article, sans avoir à vous justifier.</p>`,
    },
    nl: {
      title: 'Algemene verkoopvoorwaarden',
      description: 'De algemene verkoopvoorwaarden van Vitrine.',
      html: `<h1>Algemene verkoopvoorwaarden</h1>
<h2>1. Voorwerp</h2><p>Deze voorwaarden gelden voor alle verkopen op de website van Vitrine.</p>
<h2>2. Prijzen</h2><p>Prijzen zijn in euro, btw inbegrepen. Verzendkosten worden getoond voordat u de bestelling bevestigt.</p>
<h2>3. Herroepingsrecht</h2><p>U hebt 14 dagen vanaf de ontvangst om een artikel zonder opgave van reden terug te sturen.</p>`,
    },
  },
];
