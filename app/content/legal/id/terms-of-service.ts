/** The terms of service in Indonesian; the English text prevails. */
import type { Site } from '#core/site.ts'
import { CONTACT_SECTION_ID, type LegalDocument } from '../../legal.ts'

export function termsOfService({
  name,
  host,
  contact,
}: Pick<Site, 'name' | 'host' | 'contact'>): LegalDocument {
  return {
    title: 'Ketentuan Layanan',
    contactLead:
      'Ada pertanyaan tentang ketentuan ini, atau masalah hak cipta? Tulis kepada kami dan seseorang akan membalas.',
    intro: [
      `Ketentuan ini mengatur penggunaan Anda atas ${host === name ? name : `${name} di ${host}`}. Kami berusaha menulisnya agar benar-benar dapat dibaca; jika ada yang kurang jelas, tanyakan kepada kami sebelum Anda mengandalkannya.`,
    ],
    summary: {
      title: 'Ringkasnya',
      items: [
        `${name} gratis. Gunakan secara wajar, sesuai hukum, dan tanpa membanjirinya dengan permintaan otomatis.`,
        'Thumbnail adalah milik kreatornya. Mengunduh thumbnail tidak memberi Anda hak untuk menggunakannya kembali: itu tanggung jawab Anda.',
        'Layanan disediakan “sebagaimana adanya”, tanpa jaminan, dan tanggung jawab kami dibatasi sejauh diizinkan oleh hukum.',
      ],
    },
    sections: [
      {
        id: 'acceptance',
        title: 'Penerimaan ketentuan ini',
        blocks: [
          {
            p: [
              'Dengan menggunakan situs ini, Anda menyetujui ketentuan ini dan ',
              { text: 'Kebijakan Privasi', href: '/privacy-policy' },
              ' kami. Jika Anda tidak setuju, mohon jangan gunakan layanan ini. Jika Anda menggunakannya untuk suatu organisasi, Anda menegaskan bahwa Anda berwenang menerima ketentuan ini atas nama organisasi tersebut.',
            ],
          },
          {
            p: 'Anda harus cukup umur untuk membuat perjanjian yang mengikat di tempat tinggal Anda, atau menggunakan layanan ini dengan izin orang tua atau wali.',
          },
        ],
      },
      {
        id: 'the-service',
        title: 'Layanan',
        blocks: [
          {
            p: `${name} memungkinkan Anda menempelkan link ke video YouTube publik dan mengunduh gambar thumbnail yang sudah dipublikasikan YouTube untuk video tersebut, dalam ukuran yang tersedia, sebagai JPG, PNG, atau WebP. Layanan ini gratis, tidak memerlukan akun, dan tidak menambahkan watermark. Ukuran Full HD diperbesar dari gambar asli terbesar, dan kami memberinya label demikian.`,
          },
          {
            p: 'Kami hanya mengambil gambar thumbnail publik. Kami tidak mengunduh, menyalin, atau menyimpan video, audio, atau konten pribadi apa pun.',
          },
          {
            p: `${name} adalah alat independen. Alat ini tidak berafiliasi dengan, tidak didukung oleh, dan tidak disponsori oleh YouTube atau Google. YouTube adalah merek dagang Google LLC.`,
          },
        ],
      },
      {
        id: 'acceptable-use',
        title: 'Penggunaan yang diperbolehkan',
        blocks: [
          { p: 'Saat menggunakan layanan ini, Anda setuju untuk tidak:' },
          {
            list: [
              'melanggar hukum apa pun, atau melanggar hak siapa pun, termasuk hak cipta, merek dagang, privasi, dan hak publisitas;',
              'mengirim lalu lintas otomatis dalam volume yang memperlambat layanan bagi orang lain, atau mencoba menghindari batas laju (rate limit) kami;',
              'menyelidiki, memindai, atau menyerang sistem kami, atau mencoba menggunakan server kami untuk menjangkau sistem lain;',
              'mengganggu fitur keamanan situs atau memasukkan kode berbahaya;',
              'menampilkan layanan ini sebagai milik Anda sendiri, atau mengesankan bahwa kami mendukung Anda atau karya Anda;',
              'menggunakan formulir kontak untuk mengirim spam, pelecehan, atau konten yang melanggar hukum.',
            ],
          },
          {
            p: 'Penggunaan layanan secara wajar dari skrip dan proyek Anda sendiri dipersilakan, asalkan tetap sesuai dengan ketentuan ini dan batasan yang dijelaskan di bagian Ketersediaan dan batasan.',
          },
        ],
      },
      {
        id: 'intellectual-property',
        title: 'Kekayaan intelektual dan hak cipta',
        blocks: [
          {
            p: [
              { strong: 'Thumbnail adalah milik pemiliknya.' },
              ' Setiap thumbnail adalah karya kreator yang membuatnya, atau milik siapa pun yang memegang haknya. Mengunduh gambar melalui layanan kami tidak memberi Anda lisensi apa pun atas gambar tersebut, dan kami tidak mengklaim kepemilikan atasnya.',
            ],
          },
          {
            p: [
              { strong: 'Anda bertanggung jawab atas cara Anda menggunakan apa yang Anda unduh.' },
              ' Penggunaan seperti referensi, penelitian, komentar, kritik, pengajaran, atau pemberitaan mungkin diperbolehkan berdasarkan prinsip penggunaan wajar (fair use atau fair dealing), tergantung tempat tinggal Anda. Memublikasikan ulang thumbnail milik orang lain, menggunakannya secara komersial, atau menampilkannya sebagai milik Anda sendiri biasanya memerlukan izin pemiliknya. Jika ragu, tanyakan kepada kreatornya.',
            ],
          },
          {
            p: `Materi kami sendiri, termasuk desain, kode, teks, dan logo situs serta nama ${name}, adalah milik kami. Anda dipersilakan menautkan ke situs kami; mohon jangan menyalin situs ini atau menggunakan logo kami dengan cara yang mengesankan bahwa kami mendukung Anda.`,
          },
          {
            p: [
              'Jika Anda yakin hak Anda dilanggar, beri tahu kami menggunakan detail di bagian ',
              { text: 'Hubungi kami', href: `#${CONTACT_SECTION_ID}` },
              '. Thumbnail di-hosting oleh YouTube, bukan oleh kami, jadi untuk penghapusan gambar itu sendiri, YouTube biasanya merupakan tempat yang tepat untuk mengajukan permintaan; kami tetap akan menanggapi setiap pemberitahuan dan melakukan apa yang secara wajar dapat kami lakukan.',
            ],
          },
        ],
      },
      {
        id: 'no-warranty',
        title: 'Tanpa jaminan',
        blocks: [
          {
            p: [
              'Layanan ini disediakan ',
              { strong: '“sebagaimana adanya” dan “sebagaimana tersedia”' },
              '. Kami bekerja keras agar layanan ini tetap cepat dan akurat, tetapi kami tidak menjanjikan bahwa layanan ini akan bebas gangguan atau bebas kesalahan, atau bahwa video tertentu akan memiliki ukuran tertentu. Sejauh diizinkan sepenuhnya oleh hukum, kami menyangkal semua jaminan, baik tersurat maupun tersirat, termasuk jaminan kelayakan untuk diperdagangkan, kesesuaian untuk tujuan tertentu, dan tidak adanya pelanggaran hak.',
            ],
          },
          {
            p: 'Thumbnail berasal dari YouTube, sehingga kami tidak dapat menjamin isi, akurasi, ketersediaan, atau kualitasnya.',
          },
        ],
      },
      {
        id: 'limitation-of-liability',
        title: 'Batasan tanggung jawab',
        blocks: [
          {
            p: `Sejauh diizinkan sepenuhnya oleh hukum, ${name} dan orang-orang yang menjalankannya tidak bertanggung jawab atas kerugian tidak langsung, insidental, khusus, konsekuensial, atau yang bersifat hukuman (punitive), atau atas hilangnya keuntungan, data, atau nama baik, yang timbul dari penggunaan Anda atas layanan ini atau ketidakmampuan Anda untuk menggunakannya. Karena layanan ini gratis, total tanggung jawab kami atas klaim apa pun terkait layanan ini dibatasi hingga lima puluh dolar AS (US$50).`,
          },
          {
            p: 'Jika seseorang mengajukan klaim terhadap kami karena Anda menggunakan layanan ini dengan melanggar ketentuan ini, Anda setuju untuk menanggung biaya wajar kami dalam menanganinya, sejauh diizinkan oleh hukum.',
          },
          {
            p: 'Tidak ada satu pun dalam ketentuan ini yang membatasi tanggung jawab yang menurut hukum tidak boleh dibatasi, seperti tanggung jawab atas penipuan, atau menghapus hak yang Anda miliki sebagai konsumen berdasarkan hukum negara tempat Anda tinggal.',
          },
        ],
      },
      {
        id: 'availability-and-limits',
        title: 'Ketersediaan dan batasan',
        blocks: [
          {
            p: 'Tidak ada batas penggunaan bagi manusia: unduh thumbnail sebanyak yang Anda perlukan. Agar tetap demikian bagi semua orang, server kami membatasi jumlah permintaan yang dapat dibuat oleh satu alamat dalam waktu singkat. Banjir permintaan yang tidak wajar akan diperlambat atau ditolak, dan Anda mungkin diminta untuk mencoba lagi beberapa saat kemudian.',
          },
          {
            p: 'Kami dapat mengubah, menghentikan sementara, atau menghentikan bagian mana pun dari layanan ini kapan saja, untuk pemeliharaan, keamanan, atau alasan lain apa pun, biasanya tanpa pemberitahuan. Kami dapat memblokir akses siapa pun yang melanggar ketentuan ini.',
          },
          {
            p: 'YouTube dapat mengubah cara memublikasikan thumbnail kapan saja, yang dapat mengubah ukuran yang tersedia untuk suatu video.',
          },
        ],
      },
      {
        id: 'changes',
        title: 'Perubahan atas ketentuan ini',
        blocks: [
          {
            p: 'Kami dapat memperbarui ketentuan ini dari waktu ke waktu. Tanggal “Terakhir diperbarui” di bagian atas menunjukkan kapan ketentuan ini terakhir berubah, dan kami akan mengumumkan perubahan penting di situs. Jika Anda tetap menggunakan layanan setelah suatu perubahan berlaku, berarti Anda menerima ketentuan yang telah diperbarui.',
          },
        ],
      },
      {
        id: 'governing-terms',
        title: 'Ketentuan yang berlaku',
        blocks: [
          {
            p: 'Ketentuan ini dan Kebijakan Privasi kami merupakan keseluruhan perjanjian antara Anda dan kami mengenai layanan ini. Jika pengadilan menyatakan bagian mana pun darinya tidak dapat diberlakukan, bagian lainnya tetap berlaku. Jika kami tidak langsung menegakkan suatu ketentuan, itu tidak berarti kami melepaskan hak untuk menegakkannya di kemudian hari.',
          },
          {
            p: `Ketentuan ini diatur oleh hukum tempat operator ${name} berkedudukan${contact.address ? ', sebagaimana tercantum pada alamat pos di bawah,' : ''} tanpa memperhatikan kaidah hukum perdata internasionalnya (conflict of laws). Jika Anda adalah konsumen, Anda tetap mendapatkan perlindungan dari ketentuan hukum yang bersifat memaksa di negara tempat Anda tinggal. Sebelum menempuh jalur pengadilan, mohon tulis kepada kami: sebagian besar masalah dapat diselesaikan dengan satu email.`,
          },
        ],
      },
    ],
  }
}
