/** The privacy policy in Spanish; the English text prevails. */
import type { Site } from '#core/site.ts'
import { CONTACT_SECTION_ID, type LegalDocument } from '../../legal.ts'

const contactLink = { text: 'Contáctanos', href: `#${CONTACT_SECTION_ID}` }

export function privacyPolicy({ name, host }: Pick<Site, 'name' | 'host'>): LegalDocument {
  return {
    title: 'Política de privacidad',
    contactLead:
      '¿Tienes preguntas sobre esta política o quieres ver, corregir o eliminar un mensaje que nos enviaste? Escríbenos y te responderá una persona.',
    intro: [
      `${name} es una herramienta gratuita para descargar miniaturas de YouTube. La creamos para que necesite saber lo menos posible sobre ti. Esta política explica, en lenguaje sencillo, qué pasa con tu información cuando usas ${host}, qué conservamos y qué no.`,
    ],
    summary: {
      title: 'En resumen',
      items: [
        'Sin cuentas, sin cookies de seguimiento, sin analítica y sin anuncios.',
        'Los enlaces que pegas nunca se escriben en nuestros registros ni en nuestra base de datos. Durante unos minutos, nuestro servidor recuerda qué miniaturas tiene un video, sin saber quién lo consultó.',
        'Lo único que guardamos es un mensaje que decidas enviarnos a través del formulario de contacto.',
        'Tus búsquedas recientes se guardan en tu propio navegador, nunca en nuestro servidor, y puedes borrarlas en cualquier momento.',
        'Tu navegador solo se comunica con nuestro sitio. Nuestro servidor obtiene las miniaturas del servidor de imágenes de YouTube en tu nombre.',
      ],
    },
    sections: [
      {
        id: 'information-we-collect',
        title: 'Información que recopilamos',
        blocks: [
          {
            p: 'Nunca necesitas una cuenta, y nunca te pedimos tu nombre ni tu dirección de correo electrónico, salvo que nos escribas. Según lo que hagas, esto es lo que llega a nuestro servidor:',
          },
          {
            list: [
              [
                { strong: 'El enlace que envías.' },
                ' Cuando pegas un enlace de YouTube, nuestro servidor lee de él el ID del video, de 11 caracteres, para encontrar las miniaturas de ese video. No necesita nada más.',
              ],
              [
                { strong: 'Datos técnicos de la solicitud.' },
                ' Como cualquier sitio web, nuestro servidor recibe con cada solicitud tu dirección IP y los encabezados estándar de la solicitud, como el tipo de navegador y el idioma preferido. Es simplemente la forma en que una página llega hasta ti.',
              ],
              [
                { strong: 'Mensajes del formulario de contacto.' },
                ' Si usas el formulario de contacto, recibimos el nombre, la dirección de correo electrónico, el asunto y el mensaje que escribes.',
              ],
              [
                { strong: 'Correos electrónicos que nos envías.' },
                ' Si escribes a nuestra dirección de soporte, recibimos tu mensaje y tu dirección de correo electrónico.',
              ],
            ],
          },
          {
            p: 'No recopilamos tu ubicación precisa, tus contactos, tus datos de pago ni ninguna categoría sensible de datos personales, y no compramos ni recibimos información sobre ti de nadie más.',
          },
        ],
      },
      {
        id: 'how-we-use-it',
        title: 'Cómo la usamos',
        blocks: [
          {
            list: [
              'Para encontrar las miniaturas que pides, convertirlas al formato que elijas y enviártelas.',
              'Para mantener el servicio disponible para todos. Tu dirección IP se usa, solo en memoria, para contar las solicitudes recientes, de modo que las avalanchas de solicitudes automatizadas puedan frenarse o rechazarse.',
              'Para leer y responder tus mensajes, y dar seguimiento a los problemas e ideas que nos comuniques.',
              'Para detectar y corregir fallos. Por cada solicitud, nuestro servidor anota la hora, el tipo de solicitud (por ejemplo, “búsqueda de miniaturas”), el resultado, cuánto tardó y un número de referencia aleatorio. Estas notas nunca contienen el enlace que enviaste, el ID del video ni tu dirección IP.',
            ],
          },
          {
            p: 'No vendemos, alquilamos ni intercambiamos información. No creamos perfiles, no mostramos publicidad ni tomamos decisiones automatizadas sobre ti.',
          },
          {
            p: 'Cuando una ley de protección de datos, como el Reglamento General de Protección de Datos (RGPD), exige una base jurídica, nos basamos en nuestro interés legítimo en ofrecer un servicio que funcione y sea seguro y, en el caso de los mensajes, en tu propia solicitud de que te respondamos.',
          },
        ],
      },
      {
        id: 'what-we-keep',
        title: 'Qué conservamos y durante cuánto tiempo',
        blocks: [
          {
            p: 'Conservar datos es un riesgo, así que conservamos lo mínimo posible. Esta tabla enumera todo lo que nuestro servidor retiene, aunque sea brevemente:',
          },
          {
            table: {
              caption: 'Qué conserva nuestro servidor y durante cuánto tiempo',
              columns: ['Información', 'Qué se hace con ella', 'Durante cuánto tiempo'],
              rows: [
                [
                  'Enlaces e ID de video que envías',
                  'Se usan para responder a tu solicitud. Nunca se escriben en nuestros registros ni en nuestra base de datos.',
                  'Solo mientras se atiende tu solicitud.',
                ],
                [
                  'Qué tamaños tiene un video',
                  'Se recuerdan para que las búsquedas repetidas del mismo video sean rápidas. Se comparten entre todos los visitantes y no se vinculan con quien hizo la consulta.',
                  'Hasta diez minutos, en memoria.',
                ],
                [
                  'Imágenes de miniaturas',
                  'Se obtienen del servidor de imágenes de YouTube y se convierten si pediste otro formato. Estas imágenes públicas se guardan en una caché compartida para que la siguiente descarga sea rápida; no se vinculan con quien hizo la consulta y nunca se guardan en disco.',
                  'Hasta diez minutos, en memoria.',
                ],
                [
                  'Tu dirección IP',
                  'Se usa para contar las solicitudes recientes y limitar su frecuencia. Nunca se escribe en nuestros registros ni en nuestra base de datos.',
                  'Unos minutos, en memoria; se borra al reiniciar el servidor.',
                ],
                [
                  'Mensajes del formulario de contacto',
                  'Se almacenan en una base de datos SQLite en nuestro propio servidor para poder responderte. Es la única información que guardamos en disco.',
                  'Hasta que se resuelvan tu solicitud y cualquier seguimiento, o antes si nos pides que lo eliminemos.',
                ],
              ],
            },
          },
        ],
      },
      {
        id: 'stored-in-your-browser',
        title: 'Lo que se guarda en tu navegador',
        blocks: [
          {
            p: 'Para ahorrarte escribir, la página de inicio muestra los últimos videos que buscaste. Esta lista se guarda en el almacenamiento local de tu navegador, en tu dispositivo. Nunca sale de tu navegador: la lista no se envía a nuestro servidor, no es una cookie y no se comparte con nadie. Para mostrar la imagen pequeña de cada video, tu navegador le pide esa miniatura a nuestro servidor, igual que cuando buscas un video; esas solicitudes se tratan como se describe arriba y no se vinculan contigo.',
          },
          {
            list: [
              [
                { strong: 'Qué se guarda.' },
                ' Para cada uno de los últimos ocho videos que buscaste: su ID de video, su título y el nombre del canal, cuál de sus imágenes mostrar en pequeño y cuándo lo buscaste. Tu navegador también recuerda si prefieres que los archivos lleven el título del video como nombre. Si eliges un idioma en el menú de idiomas, o cierras la sugerencia de leer una página en otro idioma, tu navegador también recuerda esa elección.',
              ],
              [
                { strong: 'Dónde.' },
                ` En el almacenamiento local de tu navegador para ${host}, solo en este dispositivo. Otro navegador u otro dispositivo tiene su propia lista, o ninguna.`,
              ],
              [
                { strong: 'Cómo borrarla.' },
                ' Quita un video con la × que aparece a su lado, o todos con “Borrar todo”, en “Tus búsquedas recientes” en la página de inicio. Borrar los datos de este sitio en tu navegador también la elimina. Si tu navegador bloquea el almacenamiento local, no se guarda nada y la lista solo dura hasta que sales de la página.',
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
            p: 'No usamos cookies de seguimiento, de analítica ni de publicidad, y no utilizamos ningún servicio de analítica. Nuestras páginas no contienen scripts de terceros, píxeles de seguimiento, videos insertados ni widgets de redes sociales.',
          },
          {
            p: 'Por eso aquí no verás un aviso de cookies: no hay nada que consentir. Si alguna vez necesitamos una cookie estrictamente necesaria, por ejemplo para proteger un formulario contra abusos, no te seguirá de un sitio a otro, y la incluiremos en esta sección antes de empezar a usarla.',
          },
          {
            p: [
              'Tu navegador puede guardar su propia caché de nuestras páginas e imágenes para que carguen más rápido la próxima vez. Puedes borrarla en cualquier momento desde la configuración de tu navegador. Tus búsquedas recientes se guardan en el almacenamiento local de tu navegador, no en una cookie (consulta ',
              { text: 'Lo que se guarda en tu navegador', href: '#stored-in-your-browser' },
              ').',
            ],
          },
        ],
      },
      {
        id: 'third-parties',
        title: 'Terceros',
        blocks: [
          {
            p: [
              'YouTube publica las miniaturas en su servidor de imágenes. Cuando buscas un video, ',
              { strong: 'es nuestro servidor, no tu navegador,' },
              ' el que solicita las imágenes a ese servidor. La solicitud contiene solo el ID del video y el tamaño de la imagen. No incluye tu dirección IP, tus cookies ni nada sobre tu dispositivo, así que YouTube no puede saber a partir de ella quién hizo la consulta.',
            ],
          },
          {
            p: 'Aparte de eso, tu navegador solo se comunica con nuestro sitio web: cada página, script, fuente e imagen la servimos nosotros. Pueden intervenir algunos terceros más:',
          },
          {
            list: [
              [
                { strong: 'Los proveedores de alojamiento y de red' },
                ' que operan nuestro servidor y le transmiten el tráfico tratan direcciones IP como parte de la entrega de ese tráfico.',
              ],
              [
                { strong: 'Proveedores de correo electrónico.' },
                ' Si nos escribes un correo, tu proveedor de correo y el nuestro transportan el mensaje.',
              ],
              [
                { strong: 'Redes sociales.' },
                ' Los enlaces a Facebook, Twitter, Instagram y YouTube del pie de página te llevan a esos sitios, a los que se aplican sus propias políticas de privacidad. Nada de ellos se carga en nuestras páginas.',
              ],
              [
                { strong: 'Autoridades.' },
                ' Revelamos lo poco que tenemos solo cuando la ley lo exige, y te lo comunicaremos si se nos permite.',
              ],
            ],
          },
        ],
      },
      {
        id: 'your-rights',
        title: 'Tus derechos',
        blocks: [
          {
            p: 'Según dónde vivas, por ejemplo en virtud del Reglamento General de Protección de Datos (RGPD) en la Unión Europea y el Reino Unido o de la Ley de Privacidad del Consumidor de California (CCPA), puedes tener derecho a:',
          },
          {
            list: [
              'saber si tenemos información sobre ti y obtener una copia de ella;',
              'que se corrija si es incorrecta;',
              'que se elimine;',
              'oponerte a cómo la usamos o pedirnos que limitemos ese uso;',
              'recibirla en un formato portable;',
              'presentar una reclamación ante la autoridad de protección de datos de tu país.',
            ],
          },
          {
            p: [
              'Como no hay cuentas y no conservamos enlaces ni direcciones IP, la única información personal que podemos encontrar es un mensaje que nos hayas enviado. Para ejercer cualquiera de estos derechos, escríbenos desde la dirección de correo electrónico que usaste (consulta ',
              contactLink,
              ' más abajo). Respondemos en un plazo de 30 días, nunca cobramos por ello, y ejercer tus derechos nunca afectará el trato que te damos.',
            ],
          },
        ],
      },
      {
        id: 'children',
        title: 'Privacidad de los menores',
        blocks: [
          {
            p: `${name} es una herramienta para el público general y no está dirigida a menores de 13 años, ni a quienes no alcancen la edad mínima que se aplique en tu país. Nadie necesita compartir información personal para usarla. No recopilamos a sabiendas información personal de menores a través del formulario de contacto; si crees que un menor nos ha enviado un mensaje, avísanos y lo eliminaremos.`,
          },
        ],
      },
      {
        id: 'security',
        title: 'Seguridad',
        blocks: [
          {
            p: 'Conservar pocos datos es nuestra mejor protección: la información que no tenemos no puede filtrarse. Para lo que sí tratamos:',
          },
          {
            list: [
              'las páginas y las descargas se sirven mediante conexiones HTTPS cifradas;',
              'unos encabezados de seguridad estrictos impiden que nuestras páginas carguen código desde cualquier otro lugar;',
              'los mensajes de contacto se almacenan con protecciones contra ataques de inyección y solo pueden leerlos las personas que los responden;',
              'nuestro servidor solo se conecta con el servidor de imágenes de YouTube y revisa cada imagen que recibe antes de procesarla.',
            ],
          },
          {
            p: 'Ningún sistema es perfectamente seguro. Si alguna vez nos enteramos de una brecha de seguridad que afecte a tu información, te lo comunicaremos a ti y a las autoridades competentes, tal como exige la ley.',
          },
        ],
      },
      {
        id: 'changes',
        title: 'Cambios en esta política',
        blocks: [
          {
            p: 'Cuando cambien nuestras prácticas, actualizaremos esta página y la fecha de “Última actualización” que aparece arriba. Si un cambio implicara recopilar o conservar más información sobre ti, lo anunciaremos claramente en el sitio antes de que entre en vigor. Las versiones anteriores están disponibles si las solicitas.',
          },
        ],
      },
    ],
  }
}
