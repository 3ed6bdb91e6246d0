/** The privacy policy in Turkish; the English text prevails. */
import type { Site } from '#core/site.ts'
import { CONTACT_SECTION_ID, type LegalDocument } from '../../legal.ts'

const contactLink = { text: 'Bize ulaşın', href: `#${CONTACT_SECTION_ID}` }

export function privacyPolicy({ name, host }: Pick<Site, 'name' | 'host'>): LegalDocument {
  return {
    title: 'Gizlilik Politikası',
    contactLead:
      'Bu politika hakkında sorularınız mı var ya da bize gönderdiğiniz bir mesajı görmek, düzeltmek veya silmek mi istiyorsunuz? Bize yazın, bir kişi yanıt verecek.',
    intro: [
      `${name}, YouTube küçük resimlerini indirmeye yarayan ücretsiz bir araçtır. Onu, sizinle ilgili olabildiğince az bilgiye ihtiyaç duyacak şekilde geliştirdik. Bu politika, ${host} adresini kullandığınızda bilgilerinize ne olduğunu, neleri sakladığımızı ve neleri saklamadığımızı sade bir dille açıklar.`,
    ],
    summary: {
      title: 'Kısaca',
      items: [
        'Hesap yok, izleme çerezi yok, analiz yok, reklam yok.',
        'Yapıştırdığınız bağlantılar asla kayıtlarımıza veya veri tabanımıza yazılmaz. Sunucumuz, bir videonun hangi küçük resimlere sahip olduğunu birkaç dakika boyunca, kimin sorduğunu bilmeden hatırlar.',
        'Sakladığımız tek şey, iletişim formu aracılığıyla bize göndermeyi seçtiğiniz mesajdır.',
        'Son sorgularınız sunucumuzda değil, kendi tarayıcınızda tutulur ve bunları istediğiniz zaman silebilirsiniz.',
        'Tarayıcınız yalnızca sitemizle iletişim kurar. Küçük resimleri sizin adınıza YouTube’un görsel sunucusundan sunucumuz alır.',
      ],
    },
    sections: [
      {
        id: 'information-we-collect',
        title: 'Topladığımız bilgiler',
        blocks: [
          {
            p: 'Hiçbir zaman hesap açmanız gerekmez; bize yazmadığınız sürece adınızı veya e-posta adresinizi de asla sormayız. Yaptığınız işleme bağlı olarak sunucumuza ulaşan bilgiler şunlardır:',
          },
          {
            list: [
              [
                { strong: 'Gönderdiğiniz bağlantı.' },
                ' Bir YouTube bağlantısı yapıştırdığınızda sunucumuz, o videonun küçük resimlerini bulabilmek için bağlantıdaki 11 karakterlik video kimliğini okur. Başka hiçbir şeye ihtiyaç duymaz.',
              ],
              [
                { strong: 'Teknik istek verileri.' },
                ' Her web sitesinde olduğu gibi sunucumuz, her istekle birlikte IP adresinizi ve tarayıcı türünüz, tercih ettiğiniz dil gibi standart istek üst bilgilerini alır. Bir sayfanın size ulaştırılması bu şekilde işler.',
              ],
              [
                { strong: 'İletişim formu mesajları.' },
                ' İletişim formunu kullanırsanız yazdığınız adı, e-posta adresini, konuyu ve mesajı alırız.',
              ],
              [
                { strong: 'Bize gönderdiğiniz e-postalar.' },
                ' Destek adresimize yazarsanız mesajınızı ve e-posta adresinizi alırız.',
              ],
            ],
          },
          {
            p: 'Kesin konumunuzu, kişilerinizi, ödeme bilgilerinizi veya herhangi bir özel nitelikli kişisel veriyi toplamayız; sizinle ilgili bilgileri başka hiç kimseden satın almaz veya temin etmeyiz.',
          },
        ],
      },
      {
        id: 'how-we-use-it',
        title: 'Bilgileri nasıl kullanıyoruz',
        blocks: [
          {
            list: [
              'İstediğiniz küçük resimleri bulmak, seçtiğiniz formata dönüştürmek ve size göndermek için.',
              'Hizmetin herkes için erişilebilir kalmasını sağlamak için. IP adresiniz, otomatik istek yağmurlarının yavaşlatılabilmesi veya reddedilebilmesi amacıyla son istekleri saymak için yalnızca bellekte kullanılır.',
              'Mesajlarınızı okumak ve yanıtlamak, bildirdiğiniz sorunları ve fikirleri takip etmek için.',
              'Hataları bulmak ve gidermek için. Sunucumuz her istek için zamanı, isteğin türünü (örneğin “küçük resim sorgusu”), sonucu, ne kadar sürdüğünü ve rastgele bir referans numarasını not eder. Bu notlar hiçbir zaman gönderdiğiniz bağlantıyı, video kimliğini veya IP adresinizi içermez.',
            ],
          },
          {
            p: 'Bilgileri satmayız, kiralamayız veya takas etmeyiz. Profil oluşturmaz, reklam göstermez ve sizinle ilgili otomatik kararlar almayız.',
          },
          {
            p: 'Genel Veri Koruma Tüzüğü (GDPR) gibi bir veri koruma mevzuatının hukuki dayanak aradığı durumlarda, çalışan ve güvenli bir hizmet sunmaya yönelik meşru menfaatimize, mesajlar için ise size yanıt vermemize ilişkin kendi talebinize dayanırız.',
          },
        ],
      },
      {
        id: 'what-we-keep',
        title: 'Neleri, ne kadar süreyle saklıyoruz',
        blocks: [
          {
            p: 'Veri saklamak bir risktir; bu yüzden olabildiğince az veri saklarız. Bu tablo, sunucumuzun kısa süreliğine de olsa elinde tuttuğu her şeyi listeler:',
          },
          {
            table: {
              caption: 'Sunucumuzun neleri, ne kadar süreyle sakladığı',
              columns: ['Bilgi', 'Bilgiye ne olur', 'Ne kadar süre'],
              rows: [
                [
                  'Gönderdiğiniz bağlantılar ve video kimlikleri',
                  'İsteğinizi yanıtlamak için kullanılır. Asla kayıtlarımıza veya veri tabanımıza yazılmaz.',
                  'Yalnızca isteğiniz işlenirken.',
                ],
                [
                  'Bir videonun hangi boyutlara sahip olduğu',
                  'Aynı videonun tekrarlanan sorguları hızlı olsun diye hatırlanır. Tüm ziyaretçiler tarafından ortak kullanılır ve soran kişiyle ilişkilendirilmez.',
                  'Bellekte en fazla on dakika.',
                ],
                [
                  'Küçük resim görselleri',
                  'YouTube’un görsel sunucusundan alınır ve başka bir format istediyseniz dönüştürülür. Bir sonraki indirme hızlı olsun diye bu herkese açık görseller ortak bir önbellekte tutulur; soran kişiyle ilişkilendirilmez ve asla diske kaydedilmez.',
                  'Bellekte en fazla on dakika.',
                ],
                [
                  'IP adresiniz',
                  'Hız sınırlaması için son istekleri saymakta kullanılır. Asla kayıtlarımıza veya veri tabanımıza yazılmaz.',
                  'Bellekte birkaç dakika; sunucu yeniden başlatıldığında silinir.',
                ],
                [
                  'İletişim formu mesajları',
                  'Size yanıt verebilmemiz için kendi sunucumuzdaki bir SQLite veri tabanında saklanır. Diske kaydettiğimiz tek bilgi budur.',
                  'Talebiniz ve olası takip yazışmaları sonuçlanana kadar ya da silmemizi isterseniz daha erken.',
                ],
              ],
            },
          },
        ],
      },
      {
        id: 'stored-in-your-browser',
        title: 'Tarayıcınızda saklananlar',
        blocks: [
          {
            p: 'Sizi tekrar yazma zahmetinden kurtarmak için ana sayfa, son sorguladığınız birkaç videoyu listeler. Bu liste, cihazınızdaki tarayıcının yerel depolama alanında (local storage) tutulur. Tarayıcınızdan asla çıkmaz: liste sunucumuza gönderilmez, bir çerez değildir ve hiç kimseyle paylaşılmaz. Her videonun küçük resmini göstermek için tarayıcınız, bir videoyu sorguladığınızda olduğu gibi o küçük resmi sunucumuzdan ister; bu istekler yukarıda açıklandığı şekilde işlenir ve sizinle ilişkilendirilmez.',
          },
          {
            list: [
              [
                { strong: 'Neler saklanır.' },
                ' Sorguladığınız son sekiz videonun her biri için: video kimliği, başlığı ve kanal adı, görsellerinden hangisinin küçük olarak gösterileceği ve onu ne zaman sorguladığınız. Tarayıcınız ayrıca dosyaların videonun başlığına göre adlandırılmasını tercih edip etmediğinizi de hatırlar. Dil menüsünden bir dil seçerseniz ya da bir sayfayı başka bir dilde okuma önerisini kapatırsanız tarayıcınız bu tercihi de hatırlar.',
              ],
              [
                { strong: 'Nerede.' },
                ` Tarayıcınızın ${host} için ayırdığı yerel depolama alanında, yalnızca bu cihazda. Başka bir tarayıcının veya cihazın kendi listesi vardır ya da hiç listesi yoktur.`,
              ],
              [
                { strong: 'Nasıl silinir.' },
                ' Ana sayfadaki “Son sorgularınız” bölümünde tek bir videoyu yanındaki × ile, hepsini ise “Tümünü temizle” ile kaldırabilirsiniz. Tarayıcınızda bu sitenin site verilerini temizlemek de listeyi siler. Tarayıcınız yerel depolamayı engelliyorsa hiçbir şey saklanmaz ve liste yalnızca sayfadan ayrılana kadar kalır.',
              ],
            ],
          },
        ],
      },
      {
        id: 'cookies',
        title: 'Çerezler',
        blocks: [
          {
            p: 'İzleme, analiz veya reklam amaçlı çerez kullanmayız ve hiçbir analiz hizmeti çalıştırmayız. Sayfalarımızda üçüncü taraf betikleri, izleme pikselleri, yerleştirilmiş videolar veya sosyal medya bileşenleri bulunmaz.',
          },
          {
            p: 'Bu yüzden burada bir çerez bildirimi görmezsiniz: onay verilecek bir şey yoktur. Bir gün, örneğin bir formu kötüye kullanıma karşı korumak için kesinlikle gerekli bir çereze ihtiyaç duyarsak bu çerez sizi siteler arasında izlemeyecek ve onu kullanmaya başlamadan önce bu bölümde listeleyeceğiz.',
          },
          {
            p: [
              'Tarayıcınız, bir sonraki ziyaretinizde daha hızlı yüklenmeleri için sayfalarımızın ve görsellerimizin kendi önbelleğini tutabilir. Bu önbelleği tarayıcı ayarlarınızdan istediğiniz zaman temizleyebilirsiniz. Son sorgularınız bir çerezde değil, tarayıcınızın yerel depolama alanında tutulur (bkz. ',
              { text: 'Tarayıcınızda saklananlar', href: '#stored-in-your-browser' },
              ').',
            ],
          },
        ],
      },
      {
        id: 'third-parties',
        title: 'Üçüncü taraflar',
        blocks: [
          {
            p: [
              'Küçük resimler YouTube tarafından kendi görsel sunucusunda yayımlanır. Bir videoyu sorguladığınızda görselleri o sunucudan ',
              { strong: 'tarayıcınız değil, sunucumuz' },
              ' ister. Bu istek yalnızca video kimliğini ve görsel boyutunu içerir. IP adresinizi, çerezlerinizi veya cihazınızla ilgili herhangi bir bilgiyi içermez; bu nedenle YouTube bu istekten kimin sorduğunu anlayamaz.',
            ],
          },
          {
            p: 'Bunun dışında tarayıcınız yalnızca web sitemizle iletişim kurar: her sayfa, betik, yazı tipi ve görsel bizim tarafımızdan sunulur. Birkaç başka taraf da sürece dahil olabilir:',
          },
          {
            list: [
              [
                { strong: 'Barındırma ve ağ sağlayıcıları' },
                ' (sunucumuzu çalıştıran ve ona giden trafiği taşıyan şirketler), bu trafiği iletmenin bir parçası olarak IP adreslerini işler.',
              ],
              [
                { strong: 'E-posta sağlayıcıları.' },
                ' Bize e-posta gönderirseniz mesajı sizin e-posta sağlayıcınız ve bizimki iletir.',
              ],
              [
                { strong: 'Sosyal ağlar.' },
                ' Alt bilgimizdeki Facebook, Twitter, Instagram ve YouTube bağlantıları sizi bu sitelere götürür; o noktadan sonra bu sitelerin kendi gizlilik politikaları geçerlidir. Sayfalarımızda bu sitelerden hiçbir şey yüklenmez.',
              ],
              [
                { strong: 'Resmî makamlar.' },
                ' Elimizdeki az miktardaki bilgiyi yalnızca yasa gerektirdiğinde açıklarız ve buna izin verildiği takdirde bu konuda sizi bilgilendiririz.',
              ],
            ],
          },
        ],
      },
      {
        id: 'your-rights',
        title: 'Haklarınız',
        blocks: [
          {
            p: 'Yaşadığınız yere bağlı olarak, örneğin Avrupa Birliği ve Birleşik Krallık’ta GDPR, Kaliforniya’da ise Kaliforniya Tüketici Gizliliği Yasası (CCPA) kapsamında aşağıdaki haklara sahip olabilirsiniz:',
          },
          {
            list: [
              'hakkınızda bilgi tutup tutmadığımızı öğrenme ve bu bilgilerin bir kopyasını alma;',
              'yanlışsa düzeltilmesini isteme;',
              'silinmesini isteme;',
              'bilgilerin kullanılmasına itiraz etme veya kullanımın kısıtlanmasını isteme;',
              'bilgileri taşınabilir bir formatta alma;',
              'bulunduğunuz yerdeki veri koruma otoritesine şikâyette bulunma.',
            ],
          },
          {
            p: [
              'Hesap sistemi olmadığından ve ne bağlantıları ne de IP adreslerini sakladığımızdan, bulabileceğimiz tek kişisel bilgi bize gönderdiğiniz bir mesajdır. Bu haklardan herhangi birini kullanmak için, kullandığınız e-posta adresinden bize yazın (aşağıdaki ',
              contactLink,
              ' bölümüne bakın). 30 gün içinde yanıt veririz, bunun için asla ücret almayız ve haklarınızı kullanmanız size nasıl davrandığımızı hiçbir zaman etkilemez.',
            ],
          },
        ],
      },
      {
        id: 'children',
        title: 'Çocukların gizliliği',
        blocks: [
          {
            p: `${name}, genel kitleye yönelik bir araçtır ve 13 yaşın altındaki ya da ülkenizde geçerli asgari yaşın altındaki çocuklara yönelik değildir. Kullanmak için kimsenin kişisel bilgi paylaşması gerekmez. İletişim formu aracılığıyla çocuklardan bilerek kişisel bilgi toplamayız; bir çocuğun bize mesaj gönderdiğini düşünüyorsanız bize bildirin, mesajı silelim.`,
          },
        ],
      },
      {
        id: 'security',
        title: 'Güvenlik',
        blocks: [
          {
            p: 'Az veri tutmak en iyi korumamızdır: sahip olmadığımız bilgi sızamaz. İşlediğimiz bilgiler için ise:',
          },
          {
            list: [
              'sayfalar ve indirmeler şifreli HTTPS bağlantıları üzerinden sunulur;',
              'sıkı güvenlik üst bilgileri, sayfalarımızın başka herhangi bir yerden kod yüklemesini engeller;',
              'iletişim mesajları enjeksiyon saldırılarına karşı önlemlerle saklanır ve yalnızca onları yanıtlayan kişiler tarafından okunabilir;',
              'sunucumuz yalnızca YouTube’un görsel sunucusuyla bağlantı kurar ve aldığı her görseli işlemeden önce kontrol eder.',
            ],
          },
          {
            p: 'Hiçbir sistem kusursuz biçimde güvenli değildir. Bilgilerinizi etkileyen bir ihlalden haberdar olursak yasanın gerektirdiği şekilde sizi ve ilgili makamları bilgilendiririz.',
          },
        ],
      },
      {
        id: 'changes',
        title: 'Bu politikadaki değişiklikler',
        blocks: [
          {
            p: 'Uygulamalarımız değiştiğinde bu sayfayı ve en üstteki “Son güncelleme” tarihini güncelleriz. Bir değişiklik sizinle ilgili daha fazla bilgi toplamak veya saklamak anlamına gelecekse bunu, yürürlüğe girmeden önce sitede açıkça duyururuz. Önceki sürümler talep üzerine sağlanır.',
          },
        ],
      },
    ],
  }
}
