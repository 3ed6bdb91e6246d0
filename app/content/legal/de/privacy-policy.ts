/** The privacy policy in German; the English text prevails. */
import type { Site } from '#core/site.ts'
import { CONTACT_SECTION_ID, type LegalDocument } from '../../legal.ts'

const contactLink = { text: 'Kontakt', href: `#${CONTACT_SECTION_ID}` }

export function privacyPolicy({ name, host }: Pick<Site, 'name' | 'host'>): LegalDocument {
  return {
    title: 'Datenschutzerklärung',
    contactLead:
      'Fragen zu dieser Datenschutzerklärung, oder möchtest du eine Nachricht, die du uns geschickt hast, einsehen, berichtigen oder löschen? Schreib uns, ein Mensch antwortet dir.',
    intro: [
      `${name} ist ein kostenloses Tool zum Herunterladen von YouTube-Thumbnails. Wir haben es so gebaut, dass es so wenig wie möglich über dich wissen muss. Diese Datenschutzerklärung beschreibt in verständlicher Sprache, was mit deinen Informationen passiert, wenn du ${host} nutzt, was wir speichern und was nicht.`,
    ],
    summary: {
      title: 'Das Wichtigste in Kürze',
      items: [
        'Kein Konto, keine Tracking-Cookies, keine Analyse-Tools und keine Werbung.',
        'Die Links, die du einfügst, werden nie in unsere Logs oder unsere Datenbank geschrieben. Für einige Minuten merkt sich unser Server, welche Thumbnails ein Video hat, ohne zu wissen, wer danach gefragt hat.',
        'Das Einzige, was wir speichern, ist eine Nachricht, die du uns freiwillig über das Kontaktformular schickst.',
        'Deine letzten Abfragen werden in deinem eigenen Browser gespeichert, nie auf unserem Server, und du kannst sie jederzeit löschen.',
        'Dein Browser kommuniziert nur mit unserer Website. Unser Server ruft die Thumbnails in deinem Auftrag vom Bildserver von YouTube ab.',
      ],
    },
    sections: [
      {
        id: 'information-we-collect',
        title: 'Welche Informationen wir erheben',
        blocks: [
          {
            p: 'Du brauchst nie ein Konto, und wir fragen nie nach deinem Namen oder deiner E-Mail-Adresse, es sei denn, du schreibst uns. Je nachdem, was du tust, erreicht unseren Server Folgendes:',
          },
          {
            list: [
              [
                { strong: 'Der Link, den du absendest.' },
                ' Wenn du einen YouTube-Link einfügst, liest unser Server daraus die 11-stellige Video-ID aus, um die Thumbnails dieses Videos zu finden. Mehr braucht er nicht.',
              ],
              [
                { strong: 'Technische Anfragedaten.' },
                ' Wie jede Website erhält unser Server bei jeder Anfrage deine IP-Adresse und die üblichen Anfrage-Header, etwa deinen Browsertyp und deine bevorzugte Sprache. Auf diese Weise wird eine Seite ganz einfach an dich ausgeliefert.',
              ],
              [
                { strong: 'Nachrichten über das Kontaktformular.' },
                ' Wenn du das Kontaktformular nutzt, erhalten wir den Namen, die E-Mail-Adresse, den Betreff und die Nachricht, die du eingibst.',
              ],
              [
                { strong: 'E-Mails, die du uns schickst.' },
                ' Wenn du an unsere Support-Adresse schreibst, erhalten wir deine Nachricht und deine E-Mail-Adresse.',
              ],
            ],
          },
          {
            p: 'Wir erheben weder deinen genauen Standort noch deine Kontakte, Zahlungsdaten oder irgendwelche sensiblen Kategorien personenbezogener Daten, und wir kaufen oder erhalten keine Informationen über dich von anderen.',
          },
        ],
      },
      {
        id: 'how-we-use-it',
        title: 'Wie wir sie verwenden',
        blocks: [
          {
            list: [
              'Um die Thumbnails zu finden, die du anforderst, sie in das von dir gewählte Format umzuwandeln und sie dir zu senden.',
              'Um den Dienst für alle verfügbar zu halten. Deine IP-Adresse wird, ausschließlich im Arbeitsspeicher, genutzt, um die letzten Anfragen zu zählen, damit automatisierte Anfragefluten gebremst oder abgewiesen werden können.',
              'Um deine Nachrichten zu lesen und zu beantworten und den Problemen und Ideen nachzugehen, die du uns meldest.',
              'Um Fehler zu finden und zu beheben. Zu jeder Anfrage notiert unser Server die Uhrzeit, die Art der Anfrage (zum Beispiel „Thumbnail-Abfrage“), das Ergebnis, die Dauer und eine zufällige Referenznummer. Diese Notizen enthalten nie den Link, den du abgesendet hast, die Video-ID oder deine IP-Adresse.',
            ],
          },
          {
            p: 'Wir verkaufen, vermieten oder tauschen keine Informationen. Wir erstellen keine Profile, zeigen keine Werbung und treffen keine automatisierten Entscheidungen über dich.',
          },
          {
            p: 'Soweit ein Datenschutzgesetz wie die Datenschutz-Grundverordnung (DSGVO) eine Rechtsgrundlage verlangt, stützen wir uns auf unser berechtigtes Interesse am Betrieb eines funktionierenden und sicheren Dienstes und, bei Nachrichten, auf deinen eigenen Wunsch, dass wir dir antworten.',
          },
        ],
      },
      {
        id: 'what-we-keep',
        title: 'Was wir speichern und wie lange',
        blocks: [
          {
            p: 'Jede Speicherung von Daten ist ein Risiko, deshalb speichern wir so wenig wie möglich. Diese Tabelle listet alles auf, was unser Server aufbewahrt, auch nur kurzzeitig:',
          },
          {
            table: {
              caption: 'Was unser Server speichert und wie lange',
              columns: ['Information', 'Was damit geschieht', 'Wie lange'],
              rows: [
                [
                  'Links und Video-IDs, die du absendest',
                  'Werden genutzt, um deine Anfrage zu beantworten. Nie in unsere Logs oder unsere Datenbank geschrieben.',
                  'Nur während deine Anfrage bearbeitet wird.',
                ],
                [
                  'Welche Größen ein Video hat',
                  'Wird gemerkt, damit wiederholte Abfragen desselben Videos schnell sind. Gilt für alle Besucher gemeinsam und ist nicht mit der anfragenden Person verknüpft.',
                  'Bis zu zehn Minuten, im Arbeitsspeicher.',
                ],
                [
                  'Thumbnail-Bilder',
                  'Werden vom Bildserver von YouTube abgerufen und umgewandelt, wenn du ein anderes Format angefordert hast. Diese öffentlichen Bilder liegen in einem gemeinsamen Cache, damit der nächste Download schnell ist; sie sind nicht mit der anfragenden Person verknüpft und werden nie auf einem Datenträger gespeichert.',
                  'Bis zu zehn Minuten, im Arbeitsspeicher.',
                ],
                [
                  'Deine IP-Adresse',
                  'Wird genutzt, um die letzten Anfragen für die Ratenbegrenzung zu zählen. Nie in unsere Logs oder unsere Datenbank geschrieben.',
                  'Minuten, im Arbeitsspeicher; bei einem Neustart gelöscht.',
                ],
                [
                  'Nachrichten über das Kontaktformular',
                  'Werden in einer SQLite-Datenbank auf unserem eigenen Server gespeichert, damit wir dir antworten können. Das ist die einzige Information, die wir auf einem Datenträger speichern.',
                  'Bis dein Anliegen und etwaige Rückfragen erledigt sind, oder früher, wenn du uns bittest, sie zu löschen.',
                ],
              ],
            },
          },
        ],
      },
      {
        id: 'stored-in-your-browser',
        title: 'In deinem Browser gespeichert',
        blocks: [
          {
            p: 'Damit du weniger tippen musst, listet die Startseite die letzten Videos auf, die du abgefragt hast. Diese Liste wird im lokalen Speicher (Local Storage) deines Browsers auf deinem Gerät abgelegt. Sie verlässt deinen Browser nie: Die Liste wird nicht an unseren Server gesendet, ist kein Cookie und wird mit niemandem geteilt. Um das kleine Bild jedes Videos anzuzeigen, fragt dein Browser dieses Thumbnail bei unserem Server an, genau wie bei einer Abfrage; diese Anfragen werden wie oben beschrieben behandelt und nicht mit dir verknüpft.',
          },
          {
            list: [
              [
                { strong: 'Was gespeichert wird.' },
                ' Für jedes der letzten acht Videos, die du abgefragt hast: seine Video-ID, sein Titel und Kanalname, welches seiner Bilder klein angezeigt wird und wann du es abgefragt hast. Dein Browser merkt sich außerdem, ob du Dateien bevorzugst, die nach dem Titel des Videos benannt sind. Wenn du im Sprachmenü eine Sprache auswählst oder den Vorschlag schließt, eine Seite in einer anderen Sprache zu lesen, merkt sich dein Browser auch diese Wahl.',
              ],
              [
                { strong: 'Wo.' },
                ` Im lokalen Speicher deines Browsers für ${host}, nur auf diesem Gerät. Ein anderer Browser oder ein anderes Gerät hat eine eigene Liste oder gar keine.`,
              ],
              [
                { strong: 'So löschst du sie.' },
                ' Entferne ein Video mit dem × daneben oder alle mit „Alle löschen“ unter „Deine letzten Abfragen“ auf der Startseite. Auch wenn du in deinem Browser die Websitedaten für diese Seite löschst, wird die Liste entfernt. Blockiert dein Browser den lokalen Speicher, wird nichts gespeichert, und die Liste bleibt nur erhalten, bis du die Seite verlässt.',
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
            p: 'Wir setzen keine Cookies für Tracking, Analyse oder Werbung und nutzen überhaupt keinen Analysedienst. Unsere Seiten enthalten keine Skripte von Drittanbietern, keine Tracking-Pixel, keine eingebetteten Videos und keine Social-Media-Widgets.',
          },
          {
            p: 'Deshalb siehst du hier auch kein Cookie-Banner: Es gibt nichts, dem du zustimmen müsstest. Sollten wir jemals ein unbedingt erforderliches Cookie benötigen, etwa um ein Formular vor Missbrauch zu schützen, wird es dich nicht über andere Websites hinweg verfolgen, und wir führen es in diesem Abschnitt auf, bevor wir es einsetzen.',
          },
          {
            p: [
              'Dein Browser kann einen eigenen Cache unserer Seiten und Bilder anlegen, damit sie beim nächsten Mal schneller laden. Du kannst ihn jederzeit in den Einstellungen deines Browsers leeren. Deine letzten Abfragen liegen im lokalen Speicher deines Browsers, nicht in einem Cookie (siehe ',
              { text: 'In deinem Browser gespeichert', href: '#stored-in-your-browser' },
              ').',
            ],
          },
        ],
      },
      {
        id: 'third-parties',
        title: 'Dritte',
        blocks: [
          {
            p: [
              'Thumbnails werden von YouTube auf seinem Bildserver veröffentlicht. Wenn du ein Video abfragst, ',
              { strong: 'fordert unser Server, nicht dein Browser,' },
              ' die Bilder von diesem Server an. Die Anfrage enthält nur die Video-ID und die Bildgröße. Sie enthält weder deine IP-Adresse noch deine Cookies oder sonst etwas über dein Gerät, sodass YouTube daraus nicht erkennen kann, wer gefragt hat.',
            ],
          },
          {
            p: 'Davon abgesehen kommuniziert dein Browser nur mit unserer Website: Jede Seite, jedes Skript, jede Schriftart und jedes Bild wird von uns ausgeliefert. Einige wenige andere Beteiligte können ins Spiel kommen:',
          },
          {
            list: [
              [
                { strong: 'Hosting- und Netzwerkanbieter,' },
                ' die unseren Server betreiben und den Datenverkehr zu ihm transportieren, verarbeiten dabei IP-Adressen.',
              ],
              [
                { strong: 'E-Mail-Anbieter.' },
                ' Wenn du uns eine E-Mail schickst, übermitteln dein E-Mail-Anbieter und unserer die Nachricht.',
              ],
              [
                { strong: 'Soziale Netzwerke.' },
                ' Die Links zu Facebook, Twitter, Instagram und YouTube in unserer Fußzeile führen dich zu diesen Websites, für die dann deren eigene Datenschutzerklärungen gelten. Auf unseren Seiten wird nichts von ihnen geladen.',
              ],
              [
                { strong: 'Behörden.' },
                ' Das Wenige, das wir haben, geben wir nur heraus, wenn das Gesetz es verlangt, und wir informieren dich darüber, sofern wir das dürfen.',
              ],
            ],
          },
        ],
      },
      {
        id: 'your-rights',
        title: 'Deine Rechte',
        blocks: [
          {
            p: 'Je nachdem, wo du lebst, etwa nach der DSGVO in der Europäischen Union und im Vereinigten Königreich oder nach dem CCPA in Kalifornien, hast du möglicherweise das Recht:',
          },
          {
            list: [
              'zu erfahren, ob wir Informationen über dich haben, und eine Kopie davon zu erhalten;',
              'sie berichtigen zu lassen, wenn sie falsch sind;',
              'sie löschen zu lassen;',
              'ihrer Verwendung zu widersprechen oder uns zu bitten, sie einzuschränken;',
              'sie in einem übertragbaren Format zu erhalten;',
              'dich bei deiner örtlichen Datenschutzbehörde zu beschweren.',
            ],
          },
          {
            p: [
              'Da es keine Konten gibt und wir weder Links noch IP-Adressen speichern, ist die einzige personenbezogene Information, die wir finden können, eine Nachricht, die du uns geschickt hast. Um eines dieser Rechte auszuüben, schreib uns von der E-Mail-Adresse, die du dafür verwendet hast (siehe ',
              contactLink,
              ' unten). Wir antworten innerhalb von 30 Tagen, berechnen dafür nie etwas, und die Ausübung deiner Rechte hat niemals Einfluss darauf, wie wir dich behandeln.',
            ],
          },
        ],
      },
      {
        id: 'children',
        title: 'Datenschutz bei Kindern',
        blocks: [
          {
            p: `${name} ist ein Tool für die allgemeine Öffentlichkeit und richtet sich nicht an Kinder unter 13 Jahren oder unter dem in deinem Land geltenden Mindestalter. Niemand muss personenbezogene Daten angeben, um es zu nutzen. Wir erheben über das Kontaktformular nicht wissentlich personenbezogene Daten von Kindern; wenn du glaubst, dass uns ein Kind eine Nachricht geschickt hat, sag uns Bescheid, und wir löschen sie.`,
          },
        ],
      },
      {
        id: 'security',
        title: 'Sicherheit',
        blocks: [
          {
            p: 'Wenig Daten zu speichern ist unser bester Schutz: Informationen, die wir nicht haben, können auch nicht nach außen gelangen. Für das, was wir verarbeiten, gilt:',
          },
          {
            list: [
              'Seiten und Downloads werden über verschlüsselte HTTPS-Verbindungen ausgeliefert;',
              'strenge Sicherheits-Header verhindern, dass unsere Seiten Code von anderswo laden;',
              'Kontaktnachrichten werden mit Schutzmaßnahmen gegen Injection-Angriffe gespeichert und können nur von den Personen gelesen werden, die sie beantworten;',
              'unser Server kontaktiert nur den Bildserver von YouTube und prüft jedes empfangene Bild, bevor er es verarbeitet.',
            ],
          },
          {
            p: 'Kein System ist vollkommen sicher. Sollten wir je von einer Datenschutzverletzung erfahren, die deine Informationen betrifft, informieren wir dich und die zuständigen Behörden, wie es das Gesetz verlangt.',
          },
        ],
      },
      {
        id: 'changes',
        title: 'Änderungen dieser Datenschutzerklärung',
        blocks: [
          {
            p: 'Wenn sich unsere Praxis ändert, aktualisieren wir diese Seite und das Datum „Zuletzt aktualisiert“ oben. Würde eine Änderung bedeuten, dass wir mehr über dich erheben oder speichern, kündigen wir sie vor ihrem Inkrafttreten deutlich auf der Website an. Frühere Fassungen sind auf Anfrage erhältlich.',
          },
        ],
      },
    ],
  }
}
