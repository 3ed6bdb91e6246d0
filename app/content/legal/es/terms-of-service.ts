/** The terms of service in Spanish; the English text prevails. */
import type { Site } from '#core/site.ts'
import { CONTACT_SECTION_ID, type LegalDocument } from '../../legal.ts'

export function termsOfService({
  name,
  host,
  contact,
}: Pick<Site, 'name' | 'host' | 'contact'>): LegalDocument {
  return {
    title: 'Términos del servicio',
    contactLead:
      '¿Tienes preguntas sobre estos términos o un problema de derechos de autor? Escríbenos y te responderá una persona.',
    intro: [
      `Estos términos regulan tu uso de ${host === name ? name : `${name} en ${host}`}. Hemos intentado redactarlos para que de verdad se puedan leer; si algo no está claro, pregúntanos antes de basarte en ello.`,
    ],
    summary: {
      title: 'En resumen',
      items: [
        `${name} es gratis. Úsalo de forma justa, legal y sin saturarlo con solicitudes automatizadas.`,
        'Las miniaturas pertenecen a sus creadores. Descargar una no te da derecho a reutilizarla: eso es responsabilidad tuya.',
        'El servicio se ofrece “tal cual”, sin garantías, y nuestra responsabilidad está limitada en la medida en que la ley lo permite.',
      ],
    },
    sections: [
      {
        id: 'acceptance',
        title: 'Aceptación de estos términos',
        blocks: [
          {
            p: [
              'Al usar el sitio, aceptas estos términos y nuestra ',
              { text: 'Política de privacidad', href: '/privacy-policy' },
              '. Si no estás de acuerdo, no uses el servicio. Si lo usas en nombre de una organización, confirmas que puedes aceptar estos términos en su nombre.',
            ],
          },
          {
            p: 'Debes tener edad suficiente para celebrar un contrato vinculante en el lugar donde vives, o usar el servicio con el permiso de tu madre, padre o tutor.',
          },
        ],
      },
      {
        id: 'the-service',
        title: 'El servicio',
        blocks: [
          {
            p: `${name} te permite pegar un enlace a un video público de YouTube y descargar las imágenes de miniatura que YouTube ya publica para él, en los tamaños que existan, en JPG, PNG o WebP. Es gratis, no necesita cuenta y no añade marcas de agua. El tamaño Full HD se amplía a partir del original más grande, y así lo indicamos.`,
          },
          {
            p: 'Solo obtenemos las imágenes públicas de las miniaturas. No descargamos, copiamos ni almacenamos videos, audio ni ningún contenido privado.',
          },
          {
            p: `${name} es una herramienta independiente. No está afiliada a YouTube ni a Google, ni cuenta con su respaldo o patrocinio. YouTube es una marca comercial de Google LLC.`,
          },
        ],
      },
      {
        id: 'acceptable-use',
        title: 'Uso aceptable',
        blocks: [
          { p: 'Al usar el servicio, te comprometes a no:' },
          {
            list: [
              'infringir ninguna ley ni los derechos de nadie, incluidos los derechos de autor, de marca, de privacidad y de imagen;',
              'enviar tráfico automatizado en un volumen que ralentice el servicio para los demás, ni intentar eludir nuestros límites de frecuencia;',
              'sondear, escanear o atacar nuestros sistemas, ni intentar usar nuestro servidor para acceder a cualquier otro sistema;',
              'interferir con las funciones de seguridad del sitio ni introducir código malicioso;',
              'presentar el servicio como propio, ni insinuar que te respaldamos a ti o a tu trabajo;',
              'usar el formulario de contacto para enviar spam, acoso o contenido ilícito.',
            ],
          },
          {
            p: 'El uso razonable del servicio desde tus propios scripts y proyectos es bienvenido, siempre que se mantenga dentro de estos términos y de los límites descritos en Disponibilidad y límites.',
          },
        ],
      },
      {
        id: 'intellectual-property',
        title: 'Propiedad intelectual y derechos de autor',
        blocks: [
          {
            p: [
              { strong: 'Las miniaturas pertenecen a sus titulares.' },
              ' Cada miniatura es obra del creador que la hizo o de quien tenga sus derechos. Descargar una imagen a través de nuestro servicio no te otorga ninguna licencia sobre ella, y nosotros no reclamamos su propiedad.',
            ],
          },
          {
            p: [
              { strong: 'Eres responsable de cómo usas lo que descargas.' },
              ' Usos como la referencia, la investigación, el comentario, la crítica, la enseñanza o la información periodística pueden estar permitidos al amparo del uso legítimo (fair use o fair dealing), según dónde vivas. Volver a publicar la miniatura de otra persona, usarla con fines comerciales o presentarla como propia suele requerir el permiso del titular. Ante la duda, pregúntale al creador.',
            ],
          },
          {
            p: `Nuestro propio material, incluidos el diseño, el código, los textos y el logotipo del sitio y el nombre ${name}, nos pertenece. Puedes enlazarnos con total libertad; te pedimos que no copies el sitio ni uses nuestro logotipo de una forma que sugiera que te respaldamos.`,
          },
          {
            p: [
              'Si crees que se están infringiendo tus derechos, avísanos usando los datos de ',
              { text: 'Contáctanos', href: `#${CONTACT_SECTION_ID}` },
              '. Las miniaturas están alojadas en YouTube, no en nuestros servidores, así que para retirar una imagen en sí, lo adecuado suele ser solicitarlo a YouTube; aun así, responderemos a cada aviso y haremos lo que razonablemente podamos.',
            ],
          },
        ],
      },
      {
        id: 'no-warranty',
        title: 'Sin garantías',
        blocks: [
          {
            p: [
              'El servicio se ofrece ',
              { strong: '“tal cual” y “según disponibilidad”' },
              '. Nos esforzamos por mantenerlo rápido y preciso, pero no prometemos que funcione sin interrupciones ni errores, ni que un video determinado tenga un tamaño determinado. En la máxima medida permitida por la ley, renunciamos a toda garantía, expresa o implícita, incluidas las de comerciabilidad, idoneidad para un fin determinado y no infracción.',
            ],
          },
          {
            p: 'Las miniaturas provienen de YouTube, por lo que no podemos garantizar su contenido, exactitud, disponibilidad ni calidad.',
          },
        ],
      },
      {
        id: 'limitation-of-liability',
        title: 'Limitación de responsabilidad',
        blocks: [
          {
            p: `En la máxima medida permitida por la ley, ${name} y las personas que lo gestionan no son responsables de ningún daño indirecto, incidental, especial, consecuente o punitivo, ni de ninguna pérdida de beneficios, datos o fondo de comercio, que se derive de tu uso del servicio o de la imposibilidad de usarlo. Como el servicio es gratuito, nuestra responsabilidad total por cualquier reclamación relacionada con él se limita a cincuenta dólares estadounidenses (US$50).`,
          },
          {
            p: 'Si alguien presenta una reclamación contra nosotros porque usaste el servicio incumpliendo estos términos, aceptas cubrir los costos razonables en que incurramos para atenderla, en la medida en que la ley lo permita.',
          },
          {
            p: 'Nada de lo dispuesto en estos términos limita la responsabilidad que la ley no permite limitar, como la responsabilidad por fraude, ni te priva de los derechos que tienes como consumidor según la ley del país donde vives.',
          },
        ],
      },
      {
        id: 'availability-and-limits',
        title: 'Disponibilidad y límites',
        blocks: [
          {
            p: 'No hay límites de uso para las personas: descarga todas las miniaturas que necesites. Para que siga siendo así para todos, nuestro servidor limita cuántas solicitudes puede hacer una misma dirección en poco tiempo. Las avalanchas inusuales de solicitudes se ralentizan o se rechazan, y es posible que se te pida que lo vuelvas a intentar un poco más tarde.',
          },
          {
            p: 'Podemos modificar, pausar o interrumpir cualquier parte del servicio en cualquier momento, por mantenimiento, por seguridad o por cualquier otro motivo, normalmente sin previo aviso. Podemos bloquear el acceso a cualquier persona que incumpla estos términos.',
          },
          {
            p: 'YouTube puede cambiar en cualquier momento la forma en que publica las miniaturas, lo que puede cambiar qué tamaños están disponibles para un video.',
          },
        ],
      },
      {
        id: 'changes',
        title: 'Cambios en estos términos',
        blocks: [
          {
            p: 'Podemos actualizar estos términos de vez en cuando. La fecha de “Última actualización” que aparece arriba indica cuándo se modificaron por última vez, y anunciaremos los cambios importantes en el sitio. Si sigues usando el servicio después de que un cambio entre en vigor, aceptas los términos actualizados.',
          },
        ],
      },
      {
        id: 'governing-terms',
        title: 'Acuerdo completo y ley aplicable',
        blocks: [
          {
            p: 'Estos términos y nuestra Política de privacidad constituyen el acuerdo completo entre tú y nosotros en relación con el servicio. Si un tribunal determina que alguna parte de ellos no es exigible, el resto sigue vigente. Si no exigimos el cumplimiento de un término de inmediato, no hemos renunciado al derecho de exigirlo más adelante.',
          },
          {
            p: `Estos términos se rigen por la ley del lugar donde está establecido el operador de ${name}${contact.address ? ', según figura en la dirección postal que aparece más abajo,' : ''} sin tener en cuenta sus normas sobre conflicto de leyes. Si eres consumidor, conservas la protección de las leyes imperativas del país donde vives. Antes de acudir a los tribunales, escríbenos: la mayoría de los problemas pueden resolverse con un solo correo electrónico.`,
          },
        ],
      },
    ],
  }
}
