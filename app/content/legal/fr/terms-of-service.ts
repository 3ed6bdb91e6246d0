/** The terms of service in French; the English text prevails. */
import type { Site } from '#core/site.ts'
import { CONTACT_SECTION_ID, type LegalDocument } from '../../legal.ts'

export function termsOfService({
  name,
  host,
  contact,
}: Pick<Site, 'name' | 'host' | 'contact'>): LegalDocument {
  return {
    title: 'Conditions d’utilisation',
    contactLead:
      'Une question sur ces conditions, ou un problème de droit d’auteur ? Écrivez-nous : une personne vous répondra.',
    intro: [
      `Les présentes conditions régissent votre utilisation de ${host === name ? name : `${name} sur ${host}`}. Nous avons essayé de les rédiger de façon à ce qu’on puisse réellement les lire\u00a0; si quelque chose n’est pas clair, posez-nous la question avant de vous y fier.`,
    ],
    summary: {
      title: 'En bref',
      items: [
        `${name} est gratuit. Utilisez-le de manière loyale et légale, sans le submerger de requêtes automatisées.`,
        'Les miniatures appartiennent à leurs créateurs. En télécharger une ne vous donne pas le droit de la réutiliser : cela relève de votre responsabilité.',
        'Le service est fourni « en l’état », sans garantie, et notre responsabilité est limitée dans toute la mesure permise par la loi.',
      ],
    },
    sections: [
      {
        id: 'acceptance',
        title: 'Acceptation des présentes conditions',
        blocks: [
          {
            p: [
              'En utilisant le site, vous acceptez les présentes conditions ainsi que notre ',
              { text: 'Politique de confidentialité', href: '/privacy-policy' },
              '. Si vous ne les acceptez pas, veuillez ne pas utiliser le service. Si vous l’utilisez pour le compte d’une organisation, vous confirmez être habilité à accepter ces conditions en son nom.',
            ],
          },
          {
            p: 'Vous devez avoir l’âge requis pour conclure un contrat juridiquement contraignant là où vous vivez, ou bien utiliser le service avec l’autorisation d’un parent ou d’un tuteur.',
          },
        ],
      },
      {
        id: 'the-service',
        title: 'Le service',
        blocks: [
          {
            p: `${name} vous permet de coller le lien d’une vidéo YouTube publique et de télécharger les miniatures que YouTube publie déjà pour elle, dans les tailles qui existent, en JPG, PNG ou WebP. Il est gratuit, ne nécessite aucun compte et n’ajoute aucun filigrane. La taille Full HD est agrandie à partir du plus grand original, et nous l’indiquons comme telle.`,
          },
          {
            p: 'Nous ne récupérons que les miniatures publiques. Nous ne téléchargeons, ne copions ni ne stockons de vidéos, de fichiers audio ou de contenus privés.',
          },
          {
            p: `${name} est un outil indépendant. Il n’est ni affilié à YouTube ou à Google, ni approuvé ou sponsorisé par eux. YouTube est une marque de Google LLC.`,
          },
        ],
      },
      {
        id: 'acceptable-use',
        title: 'Utilisation acceptable',
        blocks: [
          { p: 'En utilisant le service, vous vous engagez à ne pas :' },
          {
            list: [
              'enfreindre la loi ou porter atteinte aux droits d’autrui, notamment au droit d’auteur, au droit des marques, au droit au respect de la vie privée et au droit à l’image ;',
              'envoyer du trafic automatisé dans un volume qui ralentit le service pour les autres, ou tenter de contourner nos limites de débit ;',
              'sonder, scanner ou attaquer nos systèmes, ou tenter d’utiliser notre serveur pour atteindre un autre système ;',
              'perturber les dispositifs de sécurité du site ou y introduire du code malveillant ;',
              'présenter le service comme le vôtre, ou laisser entendre que nous vous soutenons, vous ou votre travail ;',
              'utiliser le formulaire de contact pour envoyer du spam, des messages de harcèlement ou des contenus illicites.',
            ],
          },
          {
            p: 'Une utilisation raisonnable du service depuis vos propres scripts et projets est la bienvenue, à condition qu’elle respecte les présentes conditions et les limites décrites dans la section « Disponibilité et limites ».',
          },
        ],
      },
      {
        id: 'intellectual-property',
        title: 'Propriété intellectuelle et droit d’auteur',
        blocks: [
          {
            p: [
              { strong: 'Les miniatures appartiennent à leurs titulaires.' },
              ' Chaque miniature est l’œuvre du créateur qui l’a réalisée, ou de la personne qui en détient les droits. Télécharger une image via notre service ne vous confère aucune licence sur celle-ci, et nous n’en revendiquons pas la propriété.',
            ],
          },
          {
            p: [
              {
                strong:
                  'Vous êtes responsable de l’usage que vous faites de ce que vous téléchargez.',
              },
              ' Des usages tels que la référence, la recherche, le commentaire, la critique, l’enseignement ou l’information d’actualité peuvent être autorisés au titre du « fair use » ou du « fair dealing », selon l’endroit où vous vivez. Republier la miniature de quelqu’un d’autre, l’utiliser à des fins commerciales ou la présenter comme la vôtre nécessite généralement l’autorisation de son titulaire. En cas de doute, demandez au créateur.',
            ],
          },
          {
            p: `Nos propres contenus, notamment le design du site, son code, ses textes, son logo et le nom ${name}, nous appartiennent. Vous êtes libre de créer des liens vers notre site\u00a0; en revanche, veuillez ne pas copier le site ni utiliser notre logo d’une manière qui laisserait entendre que nous vous soutenons.`,
          },
          {
            p: [
              'Si vous estimez qu’il est porté atteinte à vos droits, signalez-le-nous en utilisant les coordonnées indiquées dans la section ',
              { text: 'Nous contacter', href: `#${CONTACT_SECTION_ID}` },
              '. Les miniatures sont hébergées par YouTube, et non par nous : pour le retrait d’une image en tant que telle, c’est donc généralement à YouTube qu’il faut s’adresser ; nous répondrons néanmoins à chaque signalement et ferons ce qui est raisonnablement en notre pouvoir.',
            ],
          },
        ],
      },
      {
        id: 'no-warranty',
        title: 'Absence de garantie',
        blocks: [
          {
            p: [
              'Le service est fourni ',
              { strong: '« en l’état » et « selon sa disponibilité »' },
              '. Nous nous efforçons de le maintenir rapide et exact, mais nous ne promettons pas qu’il fonctionnera sans interruption ni erreur, ni qu’une vidéo donnée sera disponible dans une taille donnée. Dans toute la mesure permise par la loi, nous excluons toute garantie, expresse ou implicite, notamment de qualité marchande, d’adéquation à un usage particulier et d’absence de contrefaçon.',
            ],
          },
          {
            p: 'Les miniatures proviennent de YouTube : nous ne pouvons donc garantir ni leur contenu, ni leur exactitude, ni leur disponibilité, ni leur qualité.',
          },
        ],
      },
      {
        id: 'limitation-of-liability',
        title: 'Limitation de responsabilité',
        blocks: [
          {
            p: `Dans toute la mesure permise par la loi, ${name} et les personnes qui l’exploitent ne sauraient être tenus responsables des dommages indirects, accessoires, spéciaux, consécutifs ou punitifs, ni d’aucune perte de bénéfices, de données ou de clientèle, résultant de votre utilisation du service ou de l’impossibilité de l’utiliser. Le service étant gratuit, notre responsabilité totale pour toute réclamation le concernant est limitée à cinquante dollars américains (50 USD).`,
          },
          {
            p: 'Si une personne présente une réclamation contre nous parce que vous avez utilisé le service en violation des présentes conditions, vous acceptez de prendre en charge les frais raisonnables que nous engageons pour y faire face, dans la mesure permise par la loi.',
          },
          {
            p: 'Aucune disposition des présentes conditions ne limite une responsabilité que la loi ne permet pas de limiter, comme la responsabilité en cas de fraude, ni ne vous prive des droits dont vous bénéficiez en tant que consommateur en vertu de la loi du pays où vous vivez.',
          },
        ],
      },
      {
        id: 'availability-and-limits',
        title: 'Disponibilité et limites',
        blocks: [
          {
            p: 'Il n’y a aucune limite d’utilisation pour les personnes : téléchargez autant de miniatures qu’il vous en faut. Pour qu’il en reste ainsi pour tout le monde, notre serveur limite le nombre de requêtes qu’une même adresse peut effectuer en peu de temps. Les afflux inhabituels de requêtes sont ralentis ou refusés, et il peut vous être demandé de réessayer un peu plus tard.',
          },
          {
            p: 'Nous pouvons modifier, suspendre ou interrompre tout ou partie du service à tout moment, pour des raisons de maintenance, de sécurité ou pour toute autre raison, généralement sans préavis. Nous pouvons bloquer l’accès de toute personne qui enfreint les présentes conditions.',
          },
          {
            p: 'YouTube peut modifier à tout moment la façon dont il publie les miniatures, ce qui peut changer les tailles disponibles pour une vidéo.',
          },
        ],
      },
      {
        id: 'changes',
        title: 'Modifications des présentes conditions',
        blocks: [
          {
            p: 'Nous pouvons mettre à jour les présentes conditions de temps à autre. La date de « Dernière mise à jour » indiquée en haut de la page précise quand elles ont été modifiées pour la dernière fois, et nous annoncerons les changements importants sur le site. Si vous continuez à utiliser le service après l’entrée en vigueur d’une modification, vous acceptez les conditions mises à jour.',
          },
        ],
      },
      {
        id: 'governing-terms',
        title: 'Dispositions générales',
        blocks: [
          {
            p: 'Les présentes conditions et notre Politique de confidentialité constituent l’intégralité de l’accord entre vous et nous concernant le service. Si un tribunal juge une partie de celles-ci inapplicable, le reste demeure en vigueur. Si nous n’exigeons pas immédiatement le respect d’une disposition, nous ne renonçons pas pour autant au droit de l’exiger ultérieurement.',
          },
          {
            p: `Les présentes conditions sont régies par le droit du lieu où l’exploitant de ${name} est établi${contact.address ? ' (voir l’adresse postale ci-dessous)' : ''}, à l’exclusion de ses règles de conflit de lois. Si vous êtes un consommateur, vous conservez la protection que vous accordent les dispositions impératives de la loi du pays où vous vivez. Avant de saisir un tribunal, merci de nous écrire\u00a0: la plupart des problèmes peuvent se régler par un simple e-mail.`,
          },
        ],
      },
    ],
  }
}
