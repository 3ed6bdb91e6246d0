/** The privacy policy in French; the English text prevails. */
import type { Site } from '#core/site.ts'
import { CONTACT_SECTION_ID, type LegalDocument } from '../../legal.ts'

const contactLink = { text: 'Nous contacter', href: `#${CONTACT_SECTION_ID}` }

export function privacyPolicy({ name, host }: Pick<Site, 'name' | 'host'>): LegalDocument {
  return {
    title: 'Politique de confidentialité',
    contactLead:
      'Une question sur cette politique, ou envie de consulter, corriger ou supprimer un message que vous nous avez envoyé ? Écrivez-nous : une personne vous répondra.',
    intro: [
      `${name} est un outil gratuit pour télécharger les miniatures YouTube. Nous l’avons conçu pour qu’il ait besoin du moins d’informations possible vous concernant. Cette politique explique, en termes simples, ce qu’il advient de vos informations lorsque vous utilisez ${host}, ce que nous conservons et ce que nous ne conservons pas.`,
    ],
    summary: {
      title: 'En bref',
      items: [
        'Pas de compte, pas de cookies de suivi, pas d’outil de mesure d’audience et pas de publicité.',
        'Les liens que vous collez ne sont jamais inscrits dans nos journaux ni dans notre base de données. Pendant quelques minutes, notre serveur garde en mémoire les miniatures dont dispose une vidéo, sans savoir qui les a demandées.',
        'La seule chose que nous enregistrons est un message que vous choisissez de nous envoyer via le formulaire de contact.',
        'Vos recherches récentes sont conservées dans votre propre navigateur, jamais sur notre serveur, et vous pouvez les effacer à tout moment.',
        'Votre navigateur ne communique qu’avec notre site. C’est notre serveur qui récupère les miniatures auprès de l’hébergeur d’images de YouTube, pour votre compte.',
      ],
    },
    sections: [
      {
        id: 'information-we-collect',
        title: 'Les informations que nous collectons',
        blocks: [
          {
            p: 'Vous n’avez jamais besoin de compte, et nous ne vous demandons jamais votre nom ni votre adresse e-mail, sauf si vous nous écrivez. Selon ce que vous faites, voici ce qui parvient à notre serveur :',
          },
          {
            list: [
              [
                { strong: 'Le lien que vous soumettez.' },
                ' Lorsque vous collez un lien YouTube, notre serveur en extrait l’identifiant de la vidéo, composé de 11 caractères, afin de trouver les miniatures de cette vidéo. Il n’a besoin de rien d’autre.',
              ],
              [
                { strong: 'Les données techniques de la requête.' },
                ' Comme tout site web, notre serveur reçoit à chaque requête votre adresse IP et les en-têtes de requête standard, comme le type de votre navigateur et votre langue préférée. C’est tout simplement ainsi qu’une page vous est transmise.',
              ],
              [
                { strong: 'Les messages du formulaire de contact.' },
                ' Si vous utilisez le formulaire de contact, nous recevons le nom, l’adresse e-mail, l’objet et le message que vous saisissez.',
              ],
              [
                { strong: 'Les e-mails que vous nous envoyez.' },
                ' Si vous écrivez à notre adresse d’assistance, nous recevons votre message et votre adresse e-mail.',
              ],
            ],
          },
          {
            p: 'Nous ne collectons ni votre localisation précise, ni vos contacts, ni vos informations de paiement, ni aucune catégorie sensible de données personnelles, et nous n’achetons ni ne recevons d’informations vous concernant auprès de qui que ce soit.',
          },
        ],
      },
      {
        id: 'how-we-use-it',
        title: 'Comment nous les utilisons',
        blocks: [
          {
            list: [
              'Pour trouver les miniatures que vous demandez, les convertir dans le format de votre choix et vous les envoyer.',
              'Pour que le service reste disponible pour tous. Votre adresse IP est utilisée, en mémoire uniquement, pour compter les requêtes récentes afin de pouvoir ralentir ou refuser les flots de requêtes automatisées.',
              'Pour lire vos messages et y répondre, et pour donner suite aux problèmes et aux idées que vous nous signalez.',
              'Pour détecter et corriger les dysfonctionnements. Pour chaque requête, notre serveur note l’heure, le type de requête (par exemple « recherche de miniature »), le résultat, la durée de traitement et un numéro de référence aléatoire. Ces notes ne contiennent jamais le lien que vous avez soumis, l’identifiant de la vidéo ni votre adresse IP.',
            ],
          },
          {
            p: 'Nous ne vendons, ne louons ni n’échangeons aucune information. Nous ne créons pas de profils, n’affichons pas de publicité et ne prenons aucune décision automatisée vous concernant.',
          },
          {
            p: 'Lorsqu’une loi sur la protection des données, comme le règlement général sur la protection des données (RGPD), exige une base légale, nous nous fondons sur notre intérêt légitime à exploiter un service fonctionnel et sécurisé et, pour les messages, sur votre propre demande que nous vous répondions.',
          },
        ],
      },
      {
        id: 'what-we-keep',
        title: 'Ce que nous conservons et pendant combien de temps',
        blocks: [
          {
            p: 'Conserver des données est un risque : nous en conservons donc le moins possible. Ce tableau recense tout ce que notre serveur garde, même brièvement :',
          },
          {
            table: {
              caption: 'Ce que notre serveur conserve, et pendant combien de temps',
              columns: ['Information', 'Ce qu’il en advient', 'Durée'],
              rows: [
                [
                  'Liens et identifiants de vidéo que vous soumettez',
                  'Utilisés pour répondre à votre requête. Jamais inscrits dans nos journaux ni dans notre base de données.',
                  'Uniquement pendant le traitement de votre requête.',
                ],
                [
                  'Tailles disponibles pour une vidéo',
                  'Mémorisées pour que les recherches répétées d’une même vidéo soient rapides. Partagées entre tous les visiteurs et non associées à la personne qui a fait la demande.',
                  'Jusqu’à dix minutes, en mémoire.',
                ],
                [
                  'Images des miniatures',
                  'Récupérées auprès de l’hébergeur d’images de YouTube et converties si vous avez demandé un autre format. Ces images publiques sont placées dans un cache partagé pour que le téléchargement suivant soit rapide ; elles ne sont pas associées à la personne qui les a demandées et ne sont jamais enregistrées sur disque.',
                  'Jusqu’à dix minutes, en mémoire.',
                ],
                [
                  'Votre adresse IP',
                  'Utilisée pour compter les requêtes récentes afin d’en limiter le débit. Jamais inscrite dans nos journaux ni dans notre base de données.',
                  'Quelques minutes, en mémoire ; effacée au redémarrage.',
                ],
                [
                  'Messages du formulaire de contact',
                  'Stockés dans une base de données SQLite sur notre propre serveur, afin que nous puissions vous répondre. C’est la seule information que nous enregistrons sur disque.',
                  'Jusqu’au traitement de votre demande et de son éventuel suivi, ou plus tôt si vous nous demandez de le supprimer.',
                ],
              ],
            },
          },
        ],
      },
      {
        id: 'stored-in-your-browser',
        title: 'Ce qui est stocké dans votre navigateur',
        blocks: [
          {
            p: 'Pour vous éviter de tout retaper, la page d’accueil affiche les dernières vidéos que vous avez recherchées. Cette liste est conservée dans le stockage local de votre navigateur, sur votre appareil. Elle ne quitte jamais votre navigateur : la liste n’est pas envoyée à notre serveur, ce n’est pas un cookie et elle n’est partagée avec personne. Pour afficher la petite image de chaque vidéo, votre navigateur demande cette miniature à notre serveur, comme lorsque vous recherchez une vidéo ; ces requêtes sont traitées comme décrit ci-dessus et ne sont pas associées à vous.',
          },
          {
            list: [
              [
                { strong: 'Ce qui est stocké.' },
                ' Pour chacune des huit dernières vidéos que vous avez recherchées : son identifiant, son titre et le nom de sa chaîne, celle de ses images à afficher en petit, et le moment où vous l’avez recherchée. Votre navigateur retient aussi si vous préférez des fichiers nommés d’après le titre de la vidéo. Si vous choisissez une langue dans le menu des langues, ou si vous fermez la suggestion de lire une page dans une autre langue, votre navigateur retient aussi ce choix.',
              ],
              [
                { strong: 'Où.' },
                ` Dans le stockage local de votre navigateur pour ${host}, sur cet appareil uniquement. Un autre navigateur ou appareil a sa propre liste, ou n’en a aucune.`,
              ],
              [
                { strong: 'Comment l’effacer.' },
                ' Retirez une vidéo avec le × placé à côté, ou toutes avec « Tout effacer », sous « Vos recherches récentes » sur la page d’accueil. Effacer les données de ce site dans votre navigateur la supprime également. Si votre navigateur bloque le stockage local, rien n’est conservé et la liste ne dure que jusqu’à ce que vous quittiez la page.',
              ],
            ],
          },
        ],
      },
      {
        id: 'cookies',
        title: 'Cookies',
        blocks: [
          {
            p: 'Nous ne déposons aucun cookie de suivi, de mesure d’audience ou de publicité, et nous n’utilisons aucun service de mesure d’audience. Nos pages ne contiennent aucun script tiers, pixel de suivi, vidéo intégrée ni widget de réseau social.',
          },
          {
            p: 'C’est pourquoi vous ne verrez pas de bannière de cookies ici : il n’y a rien à accepter. Si nous avons un jour besoin d’un cookie strictement nécessaire, par exemple pour protéger un formulaire contre les abus, il ne vous suivra pas d’un site à l’autre, et nous l’indiquerons dans cette section avant de commencer à l’utiliser.',
          },
          {
            p: [
              'Votre navigateur peut conserver son propre cache de nos pages et de nos images pour qu’elles se chargent plus vite la fois suivante. Vous pouvez le vider à tout moment dans les réglages de votre navigateur. Vos recherches récentes sont conservées dans le stockage local de votre navigateur, et non dans un cookie (voir ',
              { text: 'Ce qui est stocké dans votre navigateur', href: '#stored-in-your-browser' },
              ').',
            ],
          },
        ],
      },
      {
        id: 'third-parties',
        title: 'Tiers',
        blocks: [
          {
            p: [
              'Les miniatures sont publiées par YouTube sur son hébergeur d’images. Lorsque vous recherchez une vidéo, ',
              { strong: 'c’est notre serveur, et non votre navigateur,' },
              ' qui demande les images à cet hébergeur. La requête ne contient que l’identifiant de la vidéo et la taille de l’image. Elle ne comprend ni votre adresse IP, ni vos cookies, ni aucune information sur votre appareil : YouTube ne peut donc pas savoir, à partir d’elle, qui a fait la demande.',
            ],
          },
          {
            p: 'En dehors de cela, votre navigateur ne communique qu’avec notre site : chaque page, script, police et image est servi par nous. Quelques autres acteurs peuvent intervenir :',
          },
          {
            list: [
              [
                { strong: 'Les hébergeurs et les fournisseurs de réseau' },
                ' qui font fonctionner notre serveur et acheminent le trafic jusqu’à lui traitent des adresses IP dans le cadre de cet acheminement.',
              ],
              [
                { strong: 'Les fournisseurs de messagerie.' },
                ' Si vous nous envoyez un e-mail, votre fournisseur de messagerie et le nôtre acheminent le message.',
              ],
              [
                { strong: 'Les réseaux sociaux.' },
                ' Les liens Facebook, Twitter, Instagram et YouTube en bas de nos pages vous mènent vers ces sites, dont les propres politiques de confidentialité s’appliquent alors. Rien ne se charge depuis ces sites sur nos pages.',
              ],
              [
                { strong: 'Les autorités.' },
                ' Nous ne communiquons le peu que nous détenons que lorsque la loi l’exige, et nous vous en informerons si nous y sommes autorisés.',
              ],
            ],
          },
        ],
      },
      {
        id: 'your-rights',
        title: 'Vos droits',
        blocks: [
          {
            p: 'Selon l’endroit où vous vivez, par exemple en vertu du RGPD dans l’Union européenne et au Royaume-Uni ou du CCPA en Californie, vous pouvez avoir le droit :',
          },
          {
            list: [
              'de savoir si nous détenons des informations vous concernant et d’en obtenir une copie ;',
              'de les faire rectifier si elles sont inexactes ;',
              'de les faire effacer ;',
              'de vous opposer à leur utilisation, ou de nous demander de la limiter ;',
              'de les recevoir dans un format portable ;',
              'd’introduire une réclamation auprès de l’autorité de protection des données dont vous relevez.',
            ],
          },
          {
            p: [
              'Comme il n’y a pas de comptes et que nous ne conservons ni liens ni adresses IP, la seule information personnelle que nous pouvons retrouver est un message que vous nous avez envoyé. Pour exercer l’un de ces droits, écrivez-nous depuis l’adresse e-mail que vous avez utilisée (voir ',
              contactLink,
              ' ci-dessous). Nous répondons dans un délai de 30 jours, sans jamais rien vous facturer, et l’exercice de vos droits n’aura jamais d’incidence sur la façon dont nous vous traitons.',
            ],
          },
        ],
      },
      {
        id: 'children',
        title: 'Protection des données des enfants',
        blocks: [
          {
            p: `${name} est un outil destiné au grand public et ne s’adresse pas aux enfants de moins de 13 ans, ni à ceux qui n’ont pas l’âge minimum applicable dans votre pays. Personne n’a besoin de communiquer d’informations personnelles pour l’utiliser. Nous ne collectons pas sciemment d’informations personnelles auprès d’enfants via le formulaire de contact\u00a0; si vous pensez qu’un enfant nous a envoyé un message, dites-le-nous et nous le supprimerons.`,
          },
        ],
      },
      {
        id: 'security',
        title: 'Sécurité',
        blocks: [
          {
            p: 'Conserver peu de données est notre meilleure protection : des informations que nous n’avons pas ne peuvent pas fuiter. Pour celles que nous traitons :',
          },
          {
            list: [
              'les pages et les téléchargements sont servis via des connexions HTTPS chiffrées ;',
              'des en-têtes de sécurité stricts empêchent nos pages de charger du code depuis toute autre source ;',
              'les messages de contact sont stockés avec des protections contre les attaques par injection et ne peuvent être lus que par les personnes qui y répondent ;',
              'notre serveur ne contacte que l’hébergeur d’images de YouTube, et vérifie chaque image reçue avant de la traiter.',
            ],
          },
          {
            p: 'Aucun système n’est parfaitement sûr. Si nous apprenons un jour une violation de données touchant vos informations, nous vous en informerons, ainsi que les autorités compétentes, comme la loi l’exige.',
          },
        ],
      },
      {
        id: 'changes',
        title: 'Modifications de cette politique',
        blocks: [
          {
            p: 'Lorsque nos pratiques changent, nous mettons à jour cette page et la date de « Dernière mise à jour » indiquée en haut. Si une modification impliquait de collecter ou de conserver davantage d’informations vous concernant, nous l’annoncerions clairement sur le site avant son entrée en vigueur. Les versions précédentes sont disponibles sur demande.',
          },
        ],
      },
    ],
  }
}
