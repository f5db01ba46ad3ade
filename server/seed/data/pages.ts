import {
  christmasDeadline,
  daysAfter,
  homeFr,
  homeHtml,
  homeNl,
  winterSalesStart,
} from './homePage';

/** The home page's countdown end, fixed when the seed runs (see christmasDeadline). */
export const HOME_PROMOTION_END = christmasDeadline(new Date());
/** The offers page's countdown (the winter sales) and the end of its popups, from the seed day. */
export const WINTER_SALES_START = winterSalesStart(new Date());
export const OFFERS_POPUP_END = daysAfter(new Date(), 90);
/** The offers page (issue 19): popups, a video, share buttons and a countdown. */
export const OFFERS_PAGE_SLUG = 'offers';

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
      html: homeHtml(homeFr, HOME_PROMOTION_END),
    },
    nl: {
      title: 'Home',
      description: 'Vitrine, de Belgische webwinkel: mode, wonen en accessoires, geleverd in België en Nederland.',
      html: homeHtml(homeNl, HOME_PROMOTION_END),
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
<p><a href="/fr/contact">Contactez-nous</a> · <a href="/fr/work-with-us">Travailler chez nous</a></p>`,
    },
    nl: {
      title: 'Over ons',
      description: 'Wie zijn wij? Het verhaal van Vitrine, een familiezaak opgericht in Brussel.',
      html: `<h1>Over Vitrine</h1>
<p>Vitrine ontstond in 2012 in een kleine winkel in het centrum van Brussel. Vandaag selecteert ons team van twaalf mensen duurzame producten bij Europese ontwerpers.</p>
<h2>Onze beloften</h2><ul><li>Europese leveranciers, elk jaar bezocht.</li><li>Gerecycleerde en recycleerbare verpakkingen.</li><li>Een klantendienst die binnen één werkdag antwoordt.</li></ul>
<p><a href="/nl/contact">Neem contact op</a> · <a href="/nl/work-with-us">Werken bij ons</a></p>`,
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
<p>Téléphone : <a href="tel:+3220000000">+32 2 000 00 00</a></p>
<h2>Écrivez-nous</h2>
<div id="contact-form-result">
<form class="contact-form" action="/api/v1/content/fr/forms/contact" method="post" data-ajax="true" data-ajax-update="#contact-form-result" data-ajax-mode="replace">
<div class="mb-3"><label class="form-label" for="contact-name">Nom</label><input class="form-control" id="contact-name" name="Name" autocomplete="name" maxlength="100" required></div>
<div class="mb-3"><label class="form-label" for="contact-email">E-mail</label><input class="form-control" id="contact-email" name="Email" type="email" autocomplete="email" maxlength="254" required></div>
<div class="mb-3"><label class="form-label" for="contact-message">Message</label><textarea class="form-control" id="contact-message" name="Message" rows="5" maxlength="4000" required></textarea></div>
<button class="btn btn-primary" type="submit">Envoyer</button>
</form>
</div>
<p class="small">Nous utilisons vos données uniquement pour vous répondre (<a href="/fr/terms#donnees" data-modal-title="Données personnelles" data-modal-size="lg">en savoir plus</a>).</p>`,
    },
    nl: {
      title: 'Contact',
      description: 'Neem contact op met de klantendienst van Vitrine per e-mail of telefoon.',
      html: `<h1>Contact</h1>
<p>Onze klantendienst helpt u van maandag tot vrijdag, van 9 tot 17 uur.</p>
<address>Vitrine BV<br>Nieuwstraat 1<br>1000 Brussel<br>België</address>
<p>Telefoon: <a href="tel:+3220000000">+32 2 000 00 00</a></p>
<h2>Schrijf ons</h2>
<div id="contact-form-result">
<form class="contact-form" action="/api/v1/content/nl/forms/contact" method="post" data-ajax="true" data-ajax-update="#contact-form-result" data-ajax-mode="replace">
<div class="mb-3"><label class="form-label" for="contact-name">Naam</label><input class="form-control" id="contact-name" name="Name" autocomplete="name" maxlength="100" required></div>
<div class="mb-3"><label class="form-label" for="contact-email">E-mail</label><input class="form-control" id="contact-email" name="Email" type="email" autocomplete="email" maxlength="254" required></div>
<div class="mb-3"><label class="form-label" for="contact-message">Bericht</label><textarea class="form-control" id="contact-message" name="Message" rows="5" maxlength="4000" required></textarea></div>
<button class="btn btn-primary" type="submit">Versturen</button>
</form>
</div>
<p class="small">We gebruiken uw gegevens alleen om u te antwoorden (<a href="/nl/terms#donnees" data-modal-title="Persoonsgegevens" data-modal-size="lg">meer weten</a>).</p>`,
    },
  },
  {
    slug: 'selection',
    showInNav: false,
    navPosition: 7,
    fr: {
      title: 'Notre sélection',
      description: 'Les meilleures ventes du moment, choisies par l’équipe Vitrine.',
      html: `<h1>Notre sélection</h1>
<p>Les articles que nos clients préfèrent en ce moment.</p>
<div data-widget="product-slider" data-tag="meilleure-vente" data-title="Meilleures ventes" data-limit="8"></div>
<p><a href="/fr/catalog">Voir tout le catalogue</a></p>`,
    },
    nl: {
      title: 'Onze selectie',
      description: 'De bestsellers van het moment, gekozen door het team van Vitrine.',
      html: `<h1>Onze selectie</h1>
<p>De artikelen waar onze klanten nu het meest van houden.</p>
<div data-widget="product-slider" data-tag="bestseller" data-title="Bestsellers" data-limit="8"></div>
<p><a href="/nl/catalog">Bekijk de hele catalogus</a></p>`,
    },
  },
  {
    slug: OFFERS_PAGE_SLUG,
    showInNav: false,
    navPosition: 8,
    fr: {
      title: 'Offres du moment',
      description: 'Les offres du moment chez Vitrine : code de bienvenue, soldes d’hiver et livraison gratuite.',
      html: `<h1>Offres du moment</h1>
<p class="lead">Toutes nos réductions en cours, au même endroit.</p>
<div data-widget="popup-banner" data-id="free-delivery-50" data-end-datetime="${OFFERS_POPUP_END}"><p><strong>Livraison gratuite</strong> dès 75 € à domicile, dès 50 € en point d’enlèvement, et retours gratuits pendant 30 jours. <a href="/fr/help/delivery">En savoir plus</a></p></div>
<h2>Bienvenue chez Vitrine</h2>
<p>10 % de réduction sur votre première commande avec le code <strong>BIENVENUE10</strong>.</p>
<h2>Soldes d’hiver</h2>
<p>Les soldes d’hiver commencent le 3 janvier : jusqu’à 50 % sur une sélection de manteaux et de mailles.</p>
<div class="offers-countdown" data-widget="countdown" data-end="${WINTER_SALES_START}" data-label="Les soldes commencent dans" data-on-end="reload"></div>
<h2>Dans nos ateliers</h2>
<p>Découvrez comment naissent nos coussins, du métier à tisser à votre salon.</p>
<div data-widget="video-modal" data-provider="vimeo" data-video-id="1084537" data-label="Voir la vidéo de l’atelier" data-title="Dans nos ateliers"></div>
<h2>Partagez nos offres</h2>
<div data-widget="social-share" data-networks="facebook,x,linkedin,pinterest,whatsapp,email" data-text="Les offres du moment chez Vitrine" data-show-in-popup="true" data-show-label="true" data-count="true"></div>
<div data-widget="popup-modal" data-id="welcome-10" data-end-datetime="${OFFERS_POPUP_END}" data-title="Bienvenue !"><p>Profitez de <strong>10 % de réduction</strong> sur votre première commande avec le code <strong>BIENVENUE10</strong>.</p><p><a class="btn btn-primary" href="/fr/catalog">Découvrir le catalogue</a></p></div>`,
    },
    nl: {
      title: 'Actuele aanbiedingen',
      description: 'De aanbiedingen van het moment bij Vitrine: welkomstcode, wintersolden en gratis levering.',
      html: `<h1>Actuele aanbiedingen</h1>
<p class="lead">Al onze lopende kortingen op één plek.</p>
<div data-widget="popup-banner" data-id="free-delivery-50" data-end-datetime="${OFFERS_POPUP_END}"><p><strong>Gratis levering</strong> vanaf € 75 aan huis, vanaf € 50 in een afhaalpunt, en gratis retour binnen 30 dagen. <a href="/nl/help/delivery">Meer weten</a></p></div>
<h2>Welkom bij Vitrine</h2>
<p>10 % korting op uw eerste bestelling met de code <strong>BIENVENUE10</strong>.</p>
<h2>Wintersolden</h2>
<p>De wintersolden beginnen op 3 januari: tot 50 % op een selectie jassen en breiwerk.</p>
<div class="offers-countdown" data-widget="countdown" data-end="${WINTER_SALES_START}" data-label="De solden beginnen over" data-on-end="reload"></div>
<h2>In onze ateliers</h2>
<p>Ontdek hoe onze kussens ontstaan, van weefgetouw tot woonkamer.</p>
<div data-widget="video-modal" data-provider="vimeo" data-video-id="1084537" data-label="Bekijk de video van het atelier" data-title="In onze ateliers"></div>
<h2>Deel onze aanbiedingen</h2>
<div data-widget="social-share" data-networks="facebook,x,linkedin,pinterest,whatsapp,email" data-text="De aanbiedingen van het moment bij Vitrine" data-show-in-popup="true" data-show-label="true" data-count="true"></div>
<div data-widget="popup-modal" data-id="welcome-10" data-end-datetime="${OFFERS_POPUP_END}" data-title="Welkom!"><p>Geniet van <strong>10 % korting</strong> op uw eerste bestelling met de code <strong>BIENVENUE10</strong>.</p><p><a class="btn btn-primary" href="/nl/catalog">Ontdek de catalogus</a></p></div>`,
    },
  },
  {
    slug: 'shops',
    showInNav: false,
    navPosition: 20,
    fr: {
      title: 'Nos boutiques',
      description: 'Nos trois boutiques à Bruxelles, Anvers et Gand : adresses, horaires et carte.',
      html: `<h1>Nos boutiques</h1>
<p>Venez voir nos collections dans l’une de nos trois boutiques.</p>
<div data-widget="map" data-label="Carte de nos boutiques" data-fit-bounds="true" data-map-type="roadmap" data-controls='{"streetView":false,"fullscreen":true}' data-markers='[{"id": "brussels", "title": "Vitrine Bruxelles – rue Neuve", "lat": 50.8512, "lng": 4.3557, "content": "<p>Rue Neuve 111, 1000 Bruxelles</p><p>Du lundi au samedi, de 10 h à 19 h</p>"}, {"id": "antwerp", "title": "Vitrine Anvers – Meir", "lat": 51.2186, "lng": 4.4086, "content": "<p>Meir 78, 2000 Anvers</p><p>Du lundi au samedi, de 10 h à 18 h 30</p>"}, {"id": "ghent", "title": "Vitrine Gand – Veldstraat", "lat": 51.0517, "lng": 3.7224, "content": "<p>Veldstraat 52, 9000 Gand</p><p>Du lundi au samedi, de 10 h à 18 h</p>"}]'></div>
<h2 class="mt-4">Adresses</h2>
<ul>
<li><strong>Vitrine Bruxelles – rue Neuve</strong> — Rue Neuve 111, 1000 Bruxelles. Du lundi au samedi, de 10 h à 19 h</li>
<li><strong>Vitrine Anvers – Meir</strong> — Meir 78, 2000 Anvers. Du lundi au samedi, de 10 h à 18 h 30</li>
<li><strong>Vitrine Gand – Veldstraat</strong> — Veldstraat 52, 9000 Gand. Du lundi au samedi, de 10 h à 18 h</li>
</ul>`,
    },
    nl: {
      title: 'Onze winkels',
      description: 'Onze drie winkels in Brussel, Antwerpen en Gent: adressen, openingsuren en kaart.',
      html: `<h1>Onze winkels</h1>
<p>Kom onze collecties bekijken in een van onze drie winkels.</p>
<div data-widget="map" data-label="Kaart van onze winkels" data-fit-bounds="true" data-map-type="roadmap" data-controls='{"streetView":false,"fullscreen":true}' data-markers='[{"id": "brussels", "title": "Vitrine Brussel – Nieuwstraat", "lat": 50.8512, "lng": 4.3557, "content": "<p>Nieuwstraat 111, 1000 Brussel</p><p>Maandag tot zaterdag, van 10 tot 19 uur</p>"}, {"id": "antwerp", "title": "Vitrine Antwerpen – Meir", "lat": 51.2186, "lng": 4.4086, "content": "<p>Meir 78, 2000 Antwerpen</p><p>Maandag tot zaterdag, van 10 tot 18.30 uur</p>"}, {"id": "ghent", "title": "Vitrine Gent – Veldstraat", "lat": 51.0517, "lng": 3.7224, "content": "<p>Veldstraat 52, 9000 Gent</p><p>Maandag tot zaterdag, van 10 tot 18 uur</p>"}]'></div>
<h2 class="mt-4">Adressen</h2>
<ul>
<li><strong>Vitrine Brussel – Nieuwstraat</strong> — Nieuwstraat 111, 1000 Brussel. Maandag tot zaterdag, van 10 tot 19 uur</li>
<li><strong>Vitrine Antwerpen – Meir</strong> — Meir 78, 2000 Antwerpen. Maandag tot zaterdag, van 10 tot 18.30 uur</li>
<li><strong>Vitrine Gent – Veldstraat</strong> — Veldstraat 52, 9000 Gent. Maandag tot zaterdag, van 10 tot 18 uur</li>
</ul>`,
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
<nav class="toc" aria-label="Sommaire"><ol>
<li><a href="#objet">Objet</a></li><li><a href="#prix">Prix</a></li><li><a href="#commande">Commande</a></li><li><a href="#livraison">Livraison</a></li>
<li><a href="#retractation">Droit de rétractation</a></li><li><a href="#garantie">Garantie</a></li><li><a href="#donnees">Données personnelles</a></li>
<li><a href="#retour-pays-bas">Retour depuis les Pays-Bas</a></li><li><a href="#delai-remboursement">Délai de remboursement</a></li></ol></nav>
<h2 id="objet">1. Objet</h2><p>Les présentes conditions régissent les ventes conclues sur le site Vitrine, exploité par Vitrine SRL, Rue Neuve 1, 1000 Bruxelles, BCE 0123.456.789. En passant commande, vous les acceptez sans réserve.</p>
<h2 id="prix">2. Prix</h2><p>Les prix sont indiqués en euros, TVA comprise. Les frais de livraison sont indiqués avant la validation de la commande. Le prix applicable est celui affiché au moment de la commande.</p>
<h2 id="commande">3. Commande</h2><p>La commande est ferme dès la confirmation du paiement. Vous recevez un e-mail récapitulatif avec le numéro de commande. Nous pouvons refuser une commande anormale ou passée de mauvaise foi.</p>
<h2 id="livraison">4. Livraison</h2><p>Nous livrons en Belgique, au Luxembourg et aux Pays-Bas, à domicile ou en point relais. Les délais indiqués sur la page d’aide sont donnés à titre indicatif ; un retard de plus de 30 jours vous permet d’annuler la commande.</p>
<h2 id="retractation">5. Droit de rétractation</h2><p>Vous disposez de 14 jours à compter de la réception pour nous retourner un article, sans avoir à vous justifier. Vitrine porte ce délai à 30 jours pour tous les articles non personnalisés.</p>
<h3>Retours par pays</h3>
<ul class="nav nav-tabs" role="tablist">
<li class="nav-item" role="presentation"><a class="nav-link active" data-bs-toggle="tab" href="#retour-belgique" role="tab" aria-selected="true">Belgique</a></li>
<li class="nav-item" role="presentation"><a class="nav-link" data-bs-toggle="tab" href="#retour-pays-bas" role="tab" aria-selected="false">Pays-Bas</a></li>
</ul>
<div class="tab-content border border-top-0 p-3 mb-3">
<div class="tab-pane active show" id="retour-belgique" role="tabpanel"><p>Le retour est gratuit : l’étiquette bpost est disponible dans votre compte.</p></div>
<div class="tab-pane" id="retour-pays-bas" role="tabpanel"><p>Le retour coûte 6,95 €, déduits du remboursement. Déposez le colis dans un point PostNL.</p></div>
</div>
<h2 id="garantie">6. Garantie</h2><p>Tous les articles bénéficient de la garantie légale de conformité de deux ans. Signalez-nous un défaut dès que vous le constatez, avec une photo : nous réparons, remplaçons ou remboursons l’article.</p>
<h2 id="donnees">7. Données personnelles</h2><p>Vitrine traite vos données pour exécuter vos commandes et, avec votre accord, pour mesurer l’audience du site. Vous pouvez consulter, corriger ou supprimer vos données en écrivant à privacy@vitrine.example. Les cookies de statistiques et de marketing ne sont déposés qu’avec votre consentement.</p>
<h2>8. Questions fréquentes</h2>
<h3><a class="collapsed" data-bs-toggle="collapse" href="#faq-remboursement" role="button" aria-expanded="false" aria-controls="faq-remboursement">Quand suis-je remboursé ?</a></h3>
<div class="collapse" id="faq-remboursement"><p id="delai-remboursement">Dans les 5 jours ouvrables après la réception de votre retour, sur le moyen de paiement utilisé lors de la commande.</p></div>
<h2 id="litiges">9. Litiges</h2><p>Le droit belge s’applique. En cas de litige, vous pouvez vous adresser au Service de médiation pour le consommateur ou à la plateforme européenne de règlement en ligne des litiges.</p>
<p><a class="no-ajax" href="/fr/about">Qui sommes-nous ?</a></p>`,
  },
    nl: {
      title: 'Algemene verkoopvoorwaarden',
      description: 'De algemene verkoopvoorwaarden van Vitrine.',
      html: `<h1>Algemene verkoopvoorwaarden</h1>
<nav class="toc" aria-label="Inhoud"><ol>
<li><a href="#objet">Voorwerp</a></li><li><a href="#prix">Prijzen</a></li><li><a href="#commande">Bestelling</a></li><li><a href="#livraison">Levering</a></li>
<li><a href="#retractation">Herroepingsrecht</a></li><li><a href="#garantie">Garantie</a></li><li><a href="#donnees">Persoonsgegevens</a></li>
<li><a href="#retour-pays-bas">Retour vanuit Nederland</a></li><li><a href="#delai-remboursement">Termijn van terugbetaling</a></li></ol></nav>
<h2 id="objet">1. Voorwerp</h2><p>Deze voorwaarden gelden voor alle verkopen op de website van Vitrine, uitgebaat door Vitrine BV, Nieuwstraat 1, 1000 Brussel, KBO 0123.456.789. Door te bestellen aanvaardt u ze zonder voorbehoud.</p>
<h2 id="prix">2. Prijzen</h2><p>Prijzen zijn in euro, btw inbegrepen. Verzendkosten worden getoond voordat u de bestelling bevestigt. De prijs die geldt, is de prijs op het moment van de bestelling.</p>
<h2 id="commande">3. Bestelling</h2><p>De bestelling is definitief zodra de betaling bevestigd is. U krijgt een e-mail met een overzicht en het bestelnummer. We kunnen een abnormale of te kwader trouw geplaatste bestelling weigeren.</p>
<h2 id="livraison">4. Levering</h2><p>We leveren in België, Luxemburg en Nederland, aan huis of in een afhaalpunt. De levertijden op de hulppagina zijn indicatief; bij meer dan 30 dagen vertraging kunt u de bestelling annuleren.</p>
<h2 id="retractation">5. Herroepingsrecht</h2><p>U hebt 14 dagen vanaf de ontvangst om een artikel zonder opgave van reden terug te sturen. Vitrine verlengt die termijn tot 30 dagen voor alle niet-gepersonaliseerde artikelen.</p>
<h3>Retour per land</h3>
<ul class="nav nav-tabs" role="tablist">
<li class="nav-item" role="presentation"><a class="nav-link active" data-bs-toggle="tab" href="#retour-belgique" role="tab" aria-selected="true">België</a></li>
<li class="nav-item" role="presentation"><a class="nav-link" data-bs-toggle="tab" href="#retour-pays-bas" role="tab" aria-selected="false">Nederland</a></li>
</ul>
<div class="tab-content border border-top-0 p-3 mb-3">
<div class="tab-pane active show" id="retour-belgique" role="tabpanel"><p>Retour is gratis: het bpost-label vindt u in uw account.</p></div>
<div class="tab-pane" id="retour-pays-bas" role="tabpanel"><p>Een retour kost € 6,95, afgetrokken van de terugbetaling. Geef het pakket af in een PostNL-punt.</p></div>
</div>
<h2 id="garantie">6. Garantie</h2><p>Alle artikelen hebben de wettelijke conformiteitsgarantie van twee jaar. Meld ons een gebrek zodra u het vaststelt, met een foto: we herstellen, vervangen of betalen het artikel terug.</p>
<h2 id="donnees">7. Persoonsgegevens</h2><p>Vitrine verwerkt uw gegevens om uw bestellingen uit te voeren en, met uw toestemming, om het bezoek aan de site te meten. U kunt uw gegevens inzien, verbeteren of laten wissen via privacy@vitrine.example. Statistiek- en marketingcookies worden alleen met uw toestemming geplaatst.</p>
<h2>8. Veelgestelde vragen</h2>
<h3><a class="collapsed" data-bs-toggle="collapse" href="#faq-remboursement" role="button" aria-expanded="false" aria-controls="faq-remboursement">Wanneer word ik terugbetaald?</a></h3>
<div class="collapse" id="faq-remboursement"><p id="delai-remboursement">Binnen 5 werkdagen na ontvangst van uw retour, via het betaalmiddel dat u bij de bestelling gebruikte.</p></div>
<h2 id="litiges">9. Geschillen</h2><p>Het Belgische recht is van toepassing. Bij een geschil kunt u terecht bij de Consumentenombudsdienst of het Europese platform voor onlinegeschillenbeslechting.</p>
<p><a class="no-ajax" href="/nl/about">Wie zijn wij?</a></p>`,
    },
  },
  {
    slug: 'help',
    showInNav: true,
    navPosition: 4,
    fr: {
      title: 'Aide',
      description: 'Livraison, retours, paiement : les réponses aux questions les plus fréquentes.',
      html: `<h1>Aide</h1>
<p class="lead">Vous avez une question sur votre commande ? Vous trouverez ici l’essentiel.</p>
<div class="row g-4">
<section class="col-md-6" data-animate><h2><a href="/fr/help/delivery">Livraison</a></h2><p>Délais, frais de port et suivi de votre colis en Belgique, au Luxembourg et aux Pays-Bas.</p></section>
<section class="col-md-6" data-animate><h2><a href="/fr/help/returns">Retours et remboursements</a></h2><p>30 jours pour changer d’avis, retour gratuit depuis un point relais.</p></section>
</div>
<h2>Paiement</h2><p>Vous payez en toute sécurité par Bancontact, carte Visa ou Mastercard, ou par virement. Votre compte n’est débité qu’au moment de l’expédition.</p>
<p>Une autre question ? <a href="/fr/contact">Écrivez-nous</a> : nous répondons en un jour ouvrable.</p>
<p>Une question sur un article précis ? <a href="/fr/product-question">Posez-la ici</a>.</p>`,
    },
    nl: {
      title: 'Hulp',
      description: 'Levering, retour, betalen: de antwoorden op de meest gestelde vragen.',
      html: `<h1>Hulp</h1>
<p class="lead">Een vraag over uw bestelling? Hier vindt u het belangrijkste.</p>
<div class="row g-4">
<section class="col-md-6" data-animate><h2><a href="/nl/help/delivery">Levering</a></h2><p>Levertijden, verzendkosten en het volgen van uw pakket in België, Luxemburg en Nederland.</p></section>
<section class="col-md-6" data-animate><h2><a href="/nl/help/returns">Retour en terugbetaling</a></h2><p>30 dagen bedenktijd, gratis retour via een afhaalpunt.</p></section>
</div>
<h2>Betalen</h2><p>U betaalt veilig met Bancontact, Visa of Mastercard, of via overschrijving. Uw rekening wordt pas gedebiteerd wanneer we uw bestelling verzenden.</p>
<p>Nog een vraag? <a href="/nl/contact">Schrijf ons</a>: we antwoorden binnen één werkdag.</p>
<p>Een vraag over een bepaald artikel? <a href="/nl/product-question">Stel ze hier</a>.</p>`,
    },
  },
  {
    slug: 'help/delivery',
    showInNav: true,
    navPosition: 5,
    fr: {
      title: 'Livraison',
      description: 'Délais et frais de livraison de Vitrine en Belgique, au Luxembourg et aux Pays-Bas.',
      html: `<h1>Livraison</h1>
<p>Les commandes passées avant 15 h un jour ouvrable quittent notre entrepôt de Vilvorde le jour même.</p>
<table class="table">
<thead><tr><th scope="col">Destination</th><th scope="col">Délai</th><th scope="col">Frais</th></tr></thead>
<tbody>
<tr><td>Belgique, à domicile</td><td>1 à 2 jours ouvrables</td><td>5,95 € (gratuit dès 75 €)</td></tr>
<tr><td>Belgique, point relais bpost</td><td>1 à 2 jours ouvrables</td><td>3,95 € (gratuit dès 50 €)</td></tr>
<tr><td>Luxembourg</td><td>1 à 2 jours ouvrables</td><td>5,95 € (gratuit dès 75 €)</td></tr>
<tr><td>Pays-Bas</td><td>1 à 2 jours ouvrables</td><td>5,95 € (gratuit dès 75 €)</td></tr>
</tbody></table>
<h2>Suivi de colis</h2><p>Dès l’expédition, vous recevez un e-mail avec le lien de suivi du transporteur.</p>
<h2>Absent lors de la livraison ?</h2><p>Le livreur laisse un avis de passage : votre colis vous attend 14 jours au point relais le plus proche.</p>`,
    },
    nl: {
      title: 'Levering',
      description: 'Levertijden en verzendkosten van Vitrine in België, Luxemburg en Nederland.',
      html: `<h1>Levering</h1>
<p>Bestellingen die vóór 15 uur op een werkdag geplaatst worden, verlaten ons magazijn in Vilvoorde dezelfde dag.</p>
<table class="table">
<thead><tr><th scope="col">Bestemming</th><th scope="col">Levertijd</th><th scope="col">Kosten</th></tr></thead>
<tbody>
<tr><td>België, aan huis</td><td>1 tot 2 werkdagen</td><td>€ 5,95 (gratis vanaf € 75)</td></tr>
<tr><td>België, bpost-afhaalpunt</td><td>1 tot 2 werkdagen</td><td>€ 3,95 (gratis vanaf € 50)</td></tr>
<tr><td>Luxemburg</td><td>1 tot 2 werkdagen</td><td>€ 5,95 (gratis vanaf € 75)</td></tr>
<tr><td>Nederland</td><td>1 tot 2 werkdagen</td><td>€ 5,95 (gratis vanaf € 75)</td></tr>
</tbody></table>
<h2>Pakket volgen</h2><p>Zodra uw pakket vertrekt, krijgt u een e-mail met de volglink van de vervoerder.</p>
<h2>Niet thuis bij de levering?</h2><p>De koerier laat een bericht achter: uw pakket ligt 14 dagen klaar in het dichtstbijzijnde afhaalpunt.</p>`,
    },
  },
  {
    slug: 'help/returns',
    showInNav: true,
    navPosition: 6,
    fr: {
      title: 'Retours et remboursements',
      description: 'Retournez un article gratuitement dans les 30 jours : la marche à suivre.',
      html: `<h1>Retours et remboursements</h1>
<p>Vous avez 30 jours après réception pour nous retourner un article, sans justification. C’est plus que les 14 jours prévus par la loi.</p>
<h2>Comment faire ?</h2><ol>
<li>Dans votre compte, ouvrez la commande et choisissez « Retourner un article ».</li>
<li>Imprimez l’étiquette de retour gratuite (Belgique) ou notez le code de retour.</li>
<li>Déposez le colis dans un point relais bpost ou un bureau de poste.</li></ol>
<h2>Conditions</h2><p>L’article doit être complet, non porté et dans son emballage d’origine. Les articles personnalisés ne sont pas repris.</p>
<h2>Remboursement</h2><p>Nous remboursons sur le moyen de paiement utilisé dans les 5 jours ouvrables après réception du retour. Depuis le Luxembourg et les Pays-Bas, les frais de retour s’élèvent à 6,95 €.</p>`,
    },
    nl: {
      title: 'Retour en terugbetaling',
      description: 'Stuur een artikel binnen 30 dagen gratis terug: zo gaat u te werk.',
      html: `<h1>Retour en terugbetaling</h1>
<p>U hebt 30 dagen na ontvangst om een artikel zonder opgave van reden terug te sturen. Dat is meer dan de wettelijke 14 dagen.</p>
<h2>Hoe gaat het?</h2><ol>
<li>Open de bestelling in uw account en kies ‘Artikel retourneren’.</li>
<li>Druk het gratis retourlabel af (België) of noteer de retourcode.</li>
<li>Geef het pakket af in een bpost-afhaalpunt of postkantoor.</li></ol>
<h2>Voorwaarden</h2><p>Het artikel moet volledig, ongedragen en in de originele verpakking zijn. Gepersonaliseerde artikelen worden niet teruggenomen.</p>
<h2>Terugbetaling</h2><p>We betalen terug via het gebruikte betaalmiddel binnen 5 werkdagen na ontvangst van de retour. Vanuit Luxemburg en Nederland kost een retour € 6,95.</p>`,
    },
  },
  {
    slug: 'work-with-us',
    showInNav: false,
    navPosition: 21,
    fr: {
      title: 'Travailler chez nous',
      description: 'Rejoignez l’équipe Vitrine : envoyez-nous votre candidature et votre CV.',
      html: `<h1>Travailler chez nous</h1>
<p>Vous aimez le contact avec les clients, la logistique ou le web ? Envoyez-nous votre candidature : nous lisons chaque CV et répondons dans les deux semaines.</p>
<div data-widget="cms-form" data-form="work-with-us"></div>`,
    },
    nl: {
      title: 'Werken bij ons',
      description: 'Kom bij het team van Vitrine: stuur ons uw sollicitatie en uw cv.',
      html: `<h1>Werken bij ons</h1>
<p>Houdt u van klantencontact, logistiek of het web? Stuur ons uw sollicitatie: we lezen elk cv en antwoorden binnen twee weken.</p>
<div data-widget="cms-form" data-form="work-with-us"></div>`,
    },
  },
  {
    slug: 'product-question',
    showInNav: false,
    navPosition: 22,
    fr: {
      title: 'Une question sur un produit',
      description: 'Posez votre question sur un article : notre équipe vous répond par e-mail.',
      html: `<h1>Une question sur un produit ?</h1>
<p>Une taille, une matière, un délai ? Donnez-nous la référence de l’article et posez votre question : nous vous répondons par e-mail en un jour ouvrable.</p>
<div data-widget="cms-form" data-form="product-question"></div>`,
    },
    nl: {
      title: 'Een vraag over een product',
      description: 'Stel uw vraag over een artikel: ons team antwoordt u per e-mail.',
      html: `<h1>Een vraag over een product?</h1>
<p>Een maat, een materiaal, een levertermijn? Geef ons de referentie van het artikel en stel uw vraag: we antwoorden per e-mail binnen één werkdag.</p>
<div data-widget="cms-form" data-form="product-question"></div>`,
    },
  },
  {
    slug: 'documents',
    showInNav: false,
    navPosition: 23,
    fr: {
      title: 'Documents',
      description: 'Guides des tailles, conseils d’entretien et catalogues Vitrine à télécharger en PDF.',
      html: `<h1>Documents</h1>
<p>Guides des tailles, conseils d’entretien et catalogues : choisissez un dossier, puis téléchargez le document en PDF.</p>
<div data-widget="document-library" data-depth="1"></div>`,
    },
    nl: {
      title: 'Documenten',
      description: 'Maattabellen, onderhoudstips en catalogi van Vitrine om als pdf te downloaden.',
      html: `<h1>Documenten</h1>
<p>Maattabellen, onderhoudstips en catalogi: kies een map en download het document als pdf.</p>
<div data-widget="document-library" data-depth="1"></div>`,
    },
  },
];
