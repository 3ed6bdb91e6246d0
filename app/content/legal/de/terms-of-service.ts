/** The terms of service in German; the English text prevails. */
import type { Site } from '#core/site.ts'
import { CONTACT_SECTION_ID, type LegalDocument } from '../../legal.ts'

export function termsOfService({
  name,
  host,
  contact,
}: Pick<Site, 'name' | 'host' | 'contact'>): LegalDocument {
  return {
    title: 'Nutzungsbedingungen',
    contactLead:
      'Fragen zu diesen Nutzungsbedingungen oder ein Anliegen zum Urheberrecht? Schreib uns, ein Mensch antwortet dir.',
    intro: [
      `Diese Bedingungen regeln deine Nutzung von ${host === name ? name : `${name} unter ${host}`}. Wir haben versucht, sie so zu schreiben, dass man sie tatsächlich lesen kann; wenn etwas unklar ist, frag uns, bevor du dich darauf verlässt.`,
    ],
    summary: {
      title: 'Das Wichtigste in Kürze',
      items: [
        `${name} ist kostenlos. Nutze es fair, legal und ohne es mit automatisierten Anfragen zu überfluten.`,
        'Thumbnails gehören ihren Urhebern. Wenn du eines herunterlädst, erhältst du damit nicht das Recht, es weiterzuverwenden: Dafür bist du selbst verantwortlich.',
        'Der Dienst wird „wie besehen“ und ohne Garantien bereitgestellt, und unsere Haftung ist beschränkt, soweit das Gesetz es zulässt.',
      ],
    },
    sections: [
      {
        id: 'acceptance',
        title: 'Zustimmung zu diesen Bedingungen',
        blocks: [
          {
            p: [
              'Indem du die Website nutzt, stimmst du diesen Bedingungen und unserer ',
              { text: 'Datenschutzerklärung', href: '/privacy-policy' },
              ' zu. Wenn du nicht einverstanden bist, nutze den Dienst bitte nicht. Wenn du ihn für eine Organisation nutzt, bestätigst du, dass du diese Bedingungen in ihrem Namen annehmen darfst.',
            ],
          },
          {
            p: 'Du musst alt genug sein, um dort, wo du lebst, einen verbindlichen Vertrag zu schließen, oder den Dienst mit Erlaubnis eines Elternteils oder Erziehungsberechtigten nutzen.',
          },
        ],
      },
      {
        id: 'the-service',
        title: 'Der Dienst',
        blocks: [
          {
            p: `Mit ${name} kannst du einen Link zu einem öffentlichen YouTube-Video einfügen und die Thumbnail-Bilder, die YouTube dafür bereits veröffentlicht, in den vorhandenen Größen als JPG, PNG oder WebP herunterladen. Der Dienst ist kostenlos, erfordert kein Konto und fügt kein Wasserzeichen hinzu. Die Full-HD-Größe wird aus dem größten Original hochskaliert, und wir kennzeichnen sie entsprechend.`,
          },
          {
            p: 'Wir rufen nur die öffentlichen Thumbnail-Bilder ab. Videos, Audioinhalte oder private Inhalte laden wir weder herunter, noch kopieren oder speichern wir sie.',
          },
          {
            p: `${name} ist ein unabhängiges Tool. Es steht in keiner Verbindung zu YouTube oder Google und wird von diesen weder unterstützt noch gesponsert. YouTube ist eine Marke der Google LLC.`,
          },
        ],
      },
      {
        id: 'acceptable-use',
        title: 'Zulässige Nutzung',
        blocks: [
          { p: 'Wenn du den Dienst nutzt, verpflichtest du dich, Folgendes zu unterlassen:' },
          {
            list: [
              'gegen Gesetze verstoßen oder Rechte anderer verletzen, einschließlich Urheber- und Markenrechten, Persönlichkeitsrechten und des Rechts am eigenen Bild;',
              'automatisierten Datenverkehr in einem Umfang senden, der den Dienst für andere verlangsamt, oder versuchen, unsere Ratenbegrenzungen zu umgehen;',
              'unsere Systeme ausspähen, scannen oder angreifen oder versuchen, über unseren Server andere Systeme zu erreichen;',
              'die Sicherheitsfunktionen der Website beeinträchtigen oder Schadcode einschleusen;',
              'den Dienst als deinen eigenen ausgeben oder den Eindruck erwecken, dass wir dich oder deine Arbeit unterstützen;',
              'über das Kontaktformular Spam, Belästigungen oder rechtswidrige Inhalte senden.',
            ],
          },
          {
            p: 'Eine angemessene Nutzung des Dienstes aus deinen eigenen Skripten und Projekten ist willkommen, sofern sie sich im Rahmen dieser Bedingungen und der unter „Verfügbarkeit und Limits“ beschriebenen Grenzen bewegt.',
          },
        ],
      },
      {
        id: 'intellectual-property',
        title: 'Geistiges Eigentum und Urheberrecht',
        blocks: [
          {
            p: [
              { strong: 'Thumbnails gehören ihren Rechteinhabern.' },
              ' Jedes Thumbnail ist das Werk des Urhebers, der es erstellt hat, bzw. gehört demjenigen, der die Rechte daran hält. Wenn du ein Bild über unseren Dienst herunterlädst, erhältst du daran keine Lizenz, und wir beanspruchen kein Eigentum daran.',
            ],
          },
          {
            p: [
              { strong: 'Du bist dafür verantwortlich, wie du deine Downloads nutzt.' },
              ' Nutzungen wie Referenz, Recherche, Kommentar, Kritik, Unterricht oder Berichterstattung können je nach deinem Wohnort im Rahmen von „Fair Use“ oder „Fair Dealing“ zulässig sein. Wenn du das Thumbnail eines anderen erneut veröffentlichst, es kommerziell nutzt oder als dein eigenes ausgibst, brauchst du in der Regel die Erlaubnis des Rechteinhabers. Frag im Zweifel den Urheber.',
            ],
          },
          {
            p: `Unsere eigenen Inhalte, einschließlich Design, Code, Texten und Logo der Website sowie des Namens ${name}, gehören uns. Du kannst gern auf uns verlinken; bitte kopiere die Website aber nicht und verwende unser Logo nicht so, dass der Eindruck entsteht, wir würden dich unterstützen.`,
          },
          {
            p: [
              'Wenn du glaubst, dass deine Rechte verletzt werden, teile uns das über die Angaben unter ',
              { text: 'Kontakt', href: `#${CONTACT_SECTION_ID}` },
              ' mit. Thumbnails werden von YouTube gehostet, nicht von uns; für die Entfernung eines Bildes selbst ist daher in der Regel YouTube die richtige Anlaufstelle. Wir beantworten trotzdem jeden Hinweis und tun, was uns vernünftigerweise möglich ist.',
            ],
          },
        ],
      },
      {
        id: 'no-warranty',
        title: 'Keine Gewährleistung',
        blocks: [
          {
            p: [
              'Der Dienst wird ',
              { strong: '„wie besehen“ und „wie verfügbar“' },
              ' bereitgestellt. Wir geben uns große Mühe, ihn schnell und genau zu halten, versprechen aber nicht, dass er unterbrechungs- und fehlerfrei läuft oder dass ein bestimmtes Video in einer bestimmten Größe vorliegt. Im größtmöglichen gesetzlich zulässigen Umfang schließen wir alle ausdrücklichen oder stillschweigenden Gewährleistungen aus, einschließlich der Marktgängigkeit, der Eignung für einen bestimmten Zweck und der Nichtverletzung von Rechten Dritter.',
            ],
          },
          {
            p: 'Thumbnails stammen von YouTube, daher können wir für ihren Inhalt, ihre Richtigkeit, ihre Verfügbarkeit oder ihre Qualität keine Gewähr übernehmen.',
          },
        ],
      },
      {
        id: 'limitation-of-liability',
        title: 'Haftungsbeschränkung',
        blocks: [
          {
            p: `Im größtmöglichen gesetzlich zulässigen Umfang haften ${name} und die Personen, die es betreiben, nicht für indirekte Schäden, Neben-, besondere oder Folgeschäden, Schadensersatz mit Strafcharakter oder für entgangenen Gewinn, Datenverluste oder Einbußen beim Goodwill, die sich aus deiner Nutzung des Dienstes oder daraus ergeben, dass du ihn nicht nutzen kannst. Da der Dienst kostenlos ist, ist unsere Gesamthaftung für jeden Anspruch im Zusammenhang mit ihm auf fünfzig US-Dollar (50 USD) begrenzt.`,
          },
          {
            p: 'Wenn jemand Ansprüche gegen uns geltend macht, weil du den Dienst unter Verstoß gegen diese Bedingungen genutzt hast, erklärst du dich bereit, soweit gesetzlich zulässig, die uns dadurch entstehenden angemessenen Kosten zu übernehmen.',
          },
          {
            p: 'Nichts in diesen Bedingungen beschränkt eine Haftung, deren Beschränkung gesetzlich nicht zulässig ist, etwa die Haftung für Betrug, oder nimmt dir die Rechte, die du als Verbraucher nach dem Recht des Landes hast, in dem du lebst.',
          },
        ],
      },
      {
        id: 'availability-and-limits',
        title: 'Verfügbarkeit und Limits',
        blocks: [
          {
            p: 'Für Menschen gibt es keine Nutzungslimits: Lade so viele Thumbnails herunter, wie du brauchst. Damit das für alle so bleibt, begrenzt unser Server, wie viele Anfragen eine einzelne Adresse in kurzer Zeit stellen kann. Ungewöhnliche Anfragefluten werden gebremst oder abgewiesen, und du wirst möglicherweise gebeten, es etwas später noch einmal zu versuchen.',
          },
          {
            p: 'Wir können jeden Teil des Dienstes jederzeit ändern, unterbrechen oder einstellen, sei es zur Wartung, aus Sicherheitsgründen oder aus einem anderen Grund, in der Regel ohne Vorankündigung. Wir können jedem, der gegen diese Bedingungen verstößt, den Zugang sperren.',
          },
          {
            p: 'YouTube kann jederzeit ändern, wie es Thumbnails veröffentlicht, wodurch sich ändern kann, welche Größen für ein Video verfügbar sind.',
          },
        ],
      },
      {
        id: 'changes',
        title: 'Änderungen dieser Bedingungen',
        blocks: [
          {
            p: 'Wir können diese Bedingungen von Zeit zu Zeit aktualisieren. Das Datum „Zuletzt aktualisiert“ oben zeigt, wann sie zuletzt geändert wurden, und wesentliche Änderungen kündigen wir auf der Website an. Wenn du den Dienst nach dem Inkrafttreten einer Änderung weiter nutzt, akzeptierst du die aktualisierten Bedingungen.',
          },
        ],
      },
      {
        id: 'governing-terms',
        title: 'Allgemeine Bestimmungen',
        blocks: [
          {
            p: 'Diese Bedingungen und unsere Datenschutzerklärung bilden die gesamte Vereinbarung zwischen dir und uns über den Dienst. Sollte ein Gericht einen Teil davon für nicht durchsetzbar halten, bleibt der Rest wirksam. Wenn wir eine Bestimmung nicht sofort durchsetzen, verzichten wir damit nicht auf das Recht, sie später durchzusetzen.',
          },
          {
            p: `Für diese Bedingungen gilt das Recht des Ortes, an dem der Betreiber von ${name} niedergelassen ist${contact.address ? ' (siehe die Postanschrift unten)' : ''}, unter Ausschluss seiner Kollisionsnormen. Wenn du Verbraucher bist, behältst du den Schutz durch die zwingenden Vorschriften des Rechts des Landes, in dem du lebst. Bevor du vor Gericht gehst, schreib uns bitte: Die meisten Probleme lassen sich mit einer einzigen E-Mail lösen.`,
          },
        ],
      },
    ],
  }
}
