/** The privacy policy in Indonesian; the English text prevails. */
import type { Site } from '#core/site.ts'
import { CONTACT_SECTION_ID, type LegalDocument } from '../../legal.ts'

const contactLink = { text: 'Hubungi kami', href: `#${CONTACT_SECTION_ID}` }

export function privacyPolicy({ name, host }: Pick<Site, 'name' | 'host'>): LegalDocument {
  return {
    title: 'Kebijakan Privasi',
    contactLead:
      'Ada pertanyaan tentang kebijakan ini, atau ingin melihat, memperbaiki, atau menghapus pesan yang Anda kirim kepada kami? Tulis kepada kami dan seseorang akan membalas.',
    intro: [
      `${name} adalah alat gratis untuk mengunduh thumbnail YouTube. Kami membuatnya agar memerlukan informasi sesedikit mungkin tentang Anda. Kebijakan ini menjelaskan, dengan bahasa sederhana, apa yang terjadi pada informasi Anda saat Anda menggunakan ${host}, apa yang kami simpan, dan apa yang tidak.`,
    ],
    summary: {
      title: 'Ringkasnya',
      items: [
        'Tanpa akun, tanpa cookie pelacak, tanpa analitik, dan tanpa iklan.',
        'Link yang Anda tempel tidak pernah ditulis ke log atau basis data kami. Selama beberapa menit, server kami mengingat thumbnail apa saja yang dimiliki sebuah video, tanpa mengetahui siapa yang memintanya.',
        'Satu-satunya yang kami simpan adalah pesan yang Anda pilih untuk dikirimkan kepada kami melalui formulir kontak.',
        'Pencarian terbaru Anda disimpan di browser Anda sendiri, tidak pernah di server kami, dan Anda dapat menghapusnya kapan saja.',
        'Browser Anda hanya berkomunikasi dengan situs kami. Server kami mengambil thumbnail dari host gambar YouTube atas nama Anda.',
      ],
    },
    sections: [
      {
        id: 'information-we-collect',
        title: 'Informasi yang kami kumpulkan',
        blocks: [
          {
            p: 'Anda tidak pernah memerlukan akun, dan kami tidak pernah meminta nama atau alamat email Anda kecuali Anda menulis kepada kami. Bergantung pada apa yang Anda lakukan, inilah yang sampai ke server kami:',
          },
          {
            list: [
              [
                { strong: 'Link yang Anda kirim.' },
                ' Saat Anda menempelkan link YouTube, server kami membaca ID video 11 karakter dari link tersebut agar dapat menemukan thumbnail video itu. Server tidak memerlukan hal lain.',
              ],
              [
                { strong: 'Data teknis permintaan.' },
                ' Seperti setiap situs web, server kami menerima alamat IP Anda dan header permintaan standar, seperti jenis browser dan bahasa pilihan Anda, pada setiap permintaan. Memang begitulah cara sebuah halaman dikirimkan kepada Anda.',
              ],
              [
                { strong: 'Pesan formulir kontak.' },
                ' Jika Anda menggunakan formulir kontak, kami menerima nama, alamat email, subjek, dan pesan yang Anda ketik.',
              ],
              [
                { strong: 'Email yang Anda kirim kepada kami.' },
                ' Jika Anda menulis ke alamat dukungan kami, kami menerima pesan dan alamat email Anda.',
              ],
            ],
          },
          {
            p: 'Kami tidak mengumpulkan lokasi persis Anda, kontak Anda, detail pembayaran, atau kategori data pribadi sensitif apa pun, dan kami tidak membeli atau menerima informasi tentang Anda dari pihak lain mana pun.',
          },
        ],
      },
      {
        id: 'how-we-use-it',
        title: 'Cara kami menggunakannya',
        blocks: [
          {
            list: [
              'Untuk menemukan thumbnail yang Anda minta, mengonversinya ke format yang Anda pilih, dan mengirimkannya kepada Anda.',
              'Untuk menjaga layanan tetap tersedia bagi semua orang. Alamat IP Anda digunakan, hanya di memori, untuk menghitung permintaan terbaru agar banjir permintaan otomatis dapat diperlambat atau ditolak.',
              'Untuk membaca dan membalas pesan Anda, serta menindaklanjuti masalah dan ide yang Anda laporkan.',
              'Untuk menemukan dan memperbaiki kesalahan. Untuk setiap permintaan, server kami mencatat waktu, jenis permintaan (misalnya “pencarian thumbnail”), hasilnya, berapa lama prosesnya, dan sebuah nomor referensi acak. Catatan ini tidak pernah berisi link yang Anda kirim, ID video, atau alamat IP Anda.',
            ],
          },
          {
            p: 'Kami tidak menjual, menyewakan, atau memperdagangkan informasi. Kami tidak membuat profil, tidak menampilkan iklan, dan tidak membuat keputusan otomatis tentang Anda.',
          },
          {
            p: 'Jika undang-undang perlindungan data seperti Peraturan Perlindungan Data Umum (GDPR) mensyaratkan dasar hukum, kami mengandalkan kepentingan sah kami untuk menjalankan layanan yang berfungsi dan aman, dan, untuk pesan, permintaan Anda sendiri agar kami membalas Anda.',
          },
        ],
      },
      {
        id: 'what-we-keep',
        title: 'Apa yang kami simpan dan berapa lama',
        blocks: [
          {
            p: 'Menyimpan data adalah sebuah risiko, jadi kami menyimpan sesedikit mungkin. Tabel ini mencantumkan semua yang disimpan server kami, meskipun hanya sebentar:',
          },
          {
            table: {
              caption: 'Apa yang disimpan server kami, dan berapa lama',
              columns: ['Informasi', 'Apa yang terjadi padanya', 'Berapa lama'],
              rows: [
                [
                  'Link dan ID video yang Anda kirim',
                  'Digunakan untuk menjawab permintaan Anda. Tidak pernah ditulis ke log atau basis data kami.',
                  'Hanya selama permintaan Anda diproses.',
                ],
                [
                  'Ukuran apa saja yang dimiliki sebuah video',
                  'Diingat agar pencarian ulang untuk video yang sama berlangsung cepat. Digunakan bersama oleh semua pengunjung dan tidak dikaitkan dengan siapa pun yang memintanya.',
                  'Hingga sepuluh menit, di memori.',
                ],
                [
                  'Gambar thumbnail',
                  'Diambil dari host gambar YouTube dan dikonversi jika Anda meminta format lain. Gambar publik ini berada di cache bersama agar unduhan berikutnya cepat; gambar tersebut tidak dikaitkan dengan siapa pun yang memintanya dan tidak pernah disimpan ke disk.',
                  'Hingga sepuluh menit, di memori.',
                ],
                [
                  'Alamat IP Anda',
                  'Digunakan untuk menghitung permintaan terbaru demi pembatasan laju (rate limiting). Tidak pernah ditulis ke log atau basis data kami.',
                  'Beberapa menit, di memori; hilang saat server dimulai ulang.',
                ],
                [
                  'Pesan formulir kontak',
                  'Disimpan dalam basis data SQLite di server kami sendiri agar kami dapat membalas Anda. Ini satu-satunya informasi yang kami simpan ke disk.',
                  'Sampai permintaan Anda dan tindak lanjutnya selesai ditangani, atau lebih cepat jika Anda meminta kami menghapusnya.',
                ],
              ],
            },
          },
        ],
      },
      {
        id: 'stored-in-your-browser',
        title: 'Disimpan di browser Anda',
        blocks: [
          {
            p: 'Agar Anda tidak perlu mengetik ulang, halaman beranda menampilkan beberapa video terakhir yang Anda cari. Daftar ini disimpan di penyimpanan lokal (local storage) browser Anda di perangkat Anda. Daftar ini tidak pernah meninggalkan browser Anda: daftar tidak dikirim ke server kami, bukan cookie, dan tidak dibagikan kepada siapa pun. Untuk menampilkan gambar kecil setiap video, browser Anda meminta thumbnail tersebut dari server kami, sama seperti saat Anda mencari video; permintaan tersebut ditangani seperti dijelaskan di atas dan tidak dikaitkan dengan Anda.',
          },
          {
            list: [
              [
                { strong: 'Apa yang disimpan.' },
                ' Untuk masing-masing dari delapan video terakhir yang Anda cari: ID video, judul dan nama channel-nya, gambar mana yang ditampilkan dalam ukuran kecil, dan kapan Anda mencarinya. Browser Anda juga mengingat apakah Anda lebih suka file dinamai sesuai judul video. Jika Anda memilih bahasa dari menu bahasa, atau menutup saran untuk membaca halaman dalam bahasa lain, browser Anda juga mengingat pilihan tersebut.',
              ],
              [
                { strong: 'Di mana.' },
                ` Di penyimpanan lokal browser Anda untuk ${host}, hanya di perangkat ini. Browser atau perangkat lain memiliki daftarnya sendiri, atau tidak memiliki daftar sama sekali.`,
              ],
              [
                { strong: 'Cara menghapusnya.' },
                ' Hapus satu video dengan tanda × di sebelahnya, atau semuanya dengan “Hapus semua”, di bagian “Pencarian terbaru Anda” di halaman beranda. Menghapus data situs di browser Anda untuk situs ini juga akan menghapusnya. Jika browser Anda memblokir penyimpanan lokal, tidak ada yang disimpan dan daftar hanya bertahan sampai Anda meninggalkan halaman.',
              ],
            ],
          },
        ],
      },
      {
        id: 'cookies',
        title: 'Cookie',
        blocks: [
          {
            p: 'Kami tidak memasang cookie untuk pelacakan, analitik, atau iklan, dan kami sama sekali tidak menjalankan layanan analitik. Halaman kami tidak berisi skrip pihak ketiga, piksel pelacak, video sematan, atau widget media sosial.',
          },
          {
            p: 'Itulah sebabnya Anda tidak akan melihat banner cookie di sini: tidak ada yang perlu disetujui. Jika suatu saat kami memerlukan cookie yang benar-benar diperlukan, misalnya untuk melindungi formulir dari penyalahgunaan, cookie tersebut tidak akan mengikuti Anda ke situs lain, dan kami akan mencantumkannya di bagian ini sebelum mulai menggunakannya.',
          },
          {
            p: [
              'Browser Anda mungkin menyimpan cache halaman dan gambar kami sendiri agar dimuat lebih cepat di lain waktu. Anda dapat menghapusnya kapan saja di pengaturan browser. Pencarian terbaru Anda disimpan di penyimpanan lokal browser Anda, bukan di cookie (lihat ',
              { text: 'Disimpan di browser Anda', href: '#stored-in-your-browser' },
              ').',
            ],
          },
        ],
      },
      {
        id: 'third-parties',
        title: 'Pihak ketiga',
        blocks: [
          {
            p: [
              'Thumbnail dipublikasikan oleh YouTube di host gambarnya. Saat Anda mencari video, ',
              { strong: 'server kami, bukan browser Anda,' },
              ' yang meminta gambar dari host tersebut. Permintaan itu hanya berisi ID video dan ukuran gambar. Permintaan itu tidak menyertakan alamat IP Anda, cookie Anda, atau apa pun tentang perangkat Anda, sehingga YouTube tidak dapat mengetahui dari permintaan itu siapa yang memintanya.',
            ],
          },
          {
            p: 'Selain itu, browser Anda hanya berkomunikasi dengan situs web kami: setiap halaman, skrip, font, dan gambar disajikan oleh kami. Beberapa pihak lain dapat terlibat:',
          },
          {
            list: [
              [
                { strong: 'Penyedia hosting dan jaringan' },
                ' yang menjalankan server kami dan menyalurkan lalu lintas ke sana menangani alamat IP sebagai bagian dari penyaluran lalu lintas tersebut.',
              ],
              [
                { strong: 'Penyedia email.' },
                ' Jika Anda mengirim email kepada kami, penyedia email Anda dan penyedia email kami menyalurkan pesan tersebut.',
              ],
              [
                { strong: 'Jejaring sosial.' },
                ' Link Facebook, Twitter, Instagram, dan YouTube di footer kami membawa Anda ke situs-situs tersebut, dan kebijakan privasi mereka sendirilah yang kemudian berlaku. Tidak ada apa pun dari mereka yang dimuat di halaman kami.',
              ],
              [
                { strong: 'Pihak berwenang.' },
                ' Kami hanya mengungkapkan sedikit informasi yang kami miliki jika diwajibkan oleh hukum, dan kami akan memberi tahu Anda jika kami diizinkan untuk melakukannya.',
              ],
            ],
          },
        ],
      },
      {
        id: 'your-rights',
        title: 'Hak-hak Anda',
        blocks: [
          {
            p: 'Bergantung pada tempat tinggal Anda, misalnya berdasarkan Peraturan Perlindungan Data Umum (GDPR) di Uni Eropa dan Inggris atau Undang-Undang Privasi Konsumen California (CCPA) di California, Anda mungkin berhak untuk:',
          },
          {
            list: [
              'mengetahui apakah kami menyimpan informasi tentang Anda dan mendapatkan salinannya;',
              'meminta informasi tersebut diperbaiki jika salah;',
              'meminta informasi tersebut dihapus;',
              'menolak, atau meminta kami membatasi, cara kami menggunakannya;',
              'menerimanya dalam format yang dapat dipindahkan;',
              'mengajukan pengaduan kepada otoritas perlindungan data setempat.',
            ],
          },
          {
            p: [
              'Karena tidak ada akun dan kami tidak menyimpan link maupun alamat IP, satu-satunya informasi pribadi yang dapat kami temukan adalah pesan yang Anda kirimkan kepada kami. Untuk menggunakan salah satu hak ini, tulis kepada kami dari alamat email yang Anda gunakan (lihat ',
              contactLink,
              ' di bawah). Kami membalas dalam 30 hari, kami tidak pernah memungut biaya untuk itu, dan penggunaan hak Anda tidak akan pernah memengaruhi cara kami memperlakukan Anda.',
            ],
          },
        ],
      },
      {
        id: 'children',
        title: 'Privasi anak',
        blocks: [
          {
            p: `${name} adalah alat untuk khalayak umum dan tidak ditujukan untuk anak-anak di bawah 13 tahun, atau di bawah usia minimum yang berlaku di negara Anda. Tidak seorang pun perlu membagikan informasi pribadi untuk menggunakannya. Kami tidak dengan sengaja mengumpulkan informasi pribadi dari anak-anak melalui formulir kontak; jika Anda yakin seorang anak telah mengirimi kami pesan, beri tahu kami dan kami akan menghapusnya.`,
          },
        ],
      },
      {
        id: 'security',
        title: 'Keamanan',
        blocks: [
          {
            p: 'Menyimpan sedikit data adalah perlindungan terbaik kami: informasi yang tidak kami miliki tidak mungkin bocor. Untuk informasi yang memang kami tangani:',
          },
          {
            list: [
              'halaman dan unduhan disajikan melalui koneksi HTTPS terenkripsi;',
              'header keamanan yang ketat mencegah halaman kami memuat kode dari tempat lain;',
              'pesan kontak disimpan dengan perlindungan terhadap serangan injeksi dan hanya dapat dibaca oleh orang-orang yang membalasnya;',
              'server kami hanya menghubungi host gambar YouTube, dan memeriksa setiap gambar yang diterimanya sebelum memprosesnya.',
            ],
          },
          {
            p: 'Tidak ada sistem yang sepenuhnya aman. Jika kami mengetahui adanya pelanggaran yang memengaruhi informasi Anda, kami akan memberi tahu Anda dan otoritas terkait sebagaimana diwajibkan oleh hukum.',
          },
        ],
      },
      {
        id: 'changes',
        title: 'Perubahan atas kebijakan ini',
        blocks: [
          {
            p: 'Jika praktik kami berubah, kami memperbarui halaman ini dan tanggal “Terakhir diperbarui” di bagian atas. Jika suatu perubahan berarti mengumpulkan atau menyimpan lebih banyak informasi tentang Anda, kami akan mengumumkannya dengan jelas di situs sebelum perubahan itu berlaku. Versi sebelumnya tersedia atas permintaan.',
          },
        ],
      },
    ],
  }
}
