/** The terms of service in Turkish; the English text prevails. */
import type { Site } from '#core/site.ts'
import { CONTACT_SECTION_ID, type LegalDocument } from '../../legal.ts'

export function termsOfService({
  name,
  host,
  contact,
}: Pick<Site, 'name' | 'host' | 'contact'>): LegalDocument {
  return {
    title: 'Kullanım Koşulları',
    contactLead:
      'Bu şartlar hakkında sorularınız ya da bir telif hakkı endişeniz mi var? Bize yazın, bir kişi yanıt verecek.',
    intro: [
      `Bu koşullar, ${host === name ? name : `${host} adresindeki ${name}`} hizmetini kullanımınızı düzenler. Koşulları gerçekten okunabilecek şekilde yazmaya çalıştık; anlaşılmayan bir nokta olursa ona güvenmeden önce bize sorun.`,
    ],
    summary: {
      title: 'Kısaca',
      items: [
        `${name} ücretsizdir. Onu adil ve yasalara uygun biçimde, otomatik isteklerle boğmadan kullanın.`,
        'Küçük resimler, onları oluşturanlara aittir. Bir küçük resmi indirmek size onu yeniden kullanma hakkı vermez: bu sizin sorumluluğunuzdadır.',
        'Hizmet, herhangi bir garanti olmaksızın “olduğu gibi” sunulur ve sorumluluğumuz yasaların izin verdiği ölçüde sınırlıdır.',
      ],
    },
    sections: [
      {
        id: 'acceptance',
        title: 'Koşulların kabulü',
        blocks: [
          {
            p: [
              'Siteyi kullanarak bu koşulları ve ',
              { text: 'Gizlilik Politikamızı', href: '/privacy-policy' },
              ' kabul etmiş olursunuz. Kabul etmiyorsanız lütfen hizmeti kullanmayın. Hizmeti bir kuruluş adına kullanıyorsanız bu koşulları o kuruluş adına kabul etmeye yetkili olduğunuzu teyit edersiniz.',
            ],
          },
          {
            p: 'Yaşadığınız yerde bağlayıcı bir sözleşme yapabilecek yaşta olmalı ya da hizmeti bir ebeveynin veya vasinin izniyle kullanmalısınız.',
          },
        ],
      },
      {
        id: 'the-service',
        title: 'Hizmet',
        blocks: [
          {
            p: `${name}, herkese açık bir YouTube videosunun bağlantısını yapıştırmanızı ve YouTube’un o video için zaten yayımladığı küçük resim görsellerini, mevcut boyutlarda JPG, PNG veya WebP olarak indirmenizi sağlar. Ücretsizdir, hesap gerektirmez ve filigran eklemez. Full HD boyut, en büyük orijinalden büyütülerek elde edilir ve bunu bu şekilde etiketleriz.`,
          },
          {
            p: 'Yalnızca herkese açık küçük resim görsellerini alırız. Videoları, sesleri veya herhangi bir özel içeriği indirmez, kopyalamaz veya saklamayız.',
          },
          {
            p: `${name} bağımsız bir araçtır. YouTube veya Google ile bağlantılı değildir; YouTube veya Google tarafından onaylanmamış ya da desteklenmemiştir. YouTube, Google LLC’nin ticari markasıdır.`,
          },
        ],
      },
      {
        id: 'acceptable-use',
        title: 'Kabul edilebilir kullanım',
        blocks: [
          { p: 'Hizmeti kullanırken aşağıdakileri yapmamayı kabul edersiniz:' },
          {
            list: [
              'herhangi bir yasayı çiğnemek veya telif hakkı, marka, gizlilik ve kişilik hakları dahil olmak üzere herhangi birinin haklarını ihlal etmek;',
              'hizmeti başkaları için yavaşlatacak hacimde otomatik trafik göndermek veya hız sınırlarımızı aşmaya çalışmak;',
              'sistemlerimizi yoklamak, taramak veya onlara saldırmak ya da sunucumuzu başka bir sisteme erişmek için kullanmaya çalışmak;',
              'sitenin güvenlik özelliklerine müdahale etmek veya kötü amaçlı kod yerleştirmek;',
              'hizmeti kendinizinmiş gibi sunmak veya sizi ya da çalışmanızı desteklediğimizi ima etmek;',
              'iletişim formunu istenmeyen ileti (spam), taciz veya hukuka aykırı içerik göndermek için kullanmak.',
            ],
          },
          {
            p: 'Bu koşullar ve Kullanılabilirlik ve sınırlar bölümünde açıklanan sınırlar içinde kaldığı sürece, hizmetin kendi betiklerinizden ve projelerinizden makul ölçüde kullanılmasından memnuniyet duyarız.',
          },
        ],
      },
      {
        id: 'intellectual-property',
        title: 'Fikrî mülkiyet ve telif hakkı',
        blocks: [
          {
            p: [
              { strong: 'Küçük resimler sahiplerine aittir.' },
              ' Her küçük resim, onu oluşturan içerik üreticisinin ya da üzerindeki haklara sahip olan kişinin eseridir. Bir görseli hizmetimiz aracılığıyla indirmek size onun üzerinde herhangi bir lisans vermez ve biz de onun üzerinde hiçbir mülkiyet iddia etmeyiz.',
            ],
          },
          {
            p: [
              { strong: 'İndirdiklerinizi nasıl kullandığınızdan siz sorumlusunuz.' },
              ' Referans, araştırma, yorum, eleştiri, öğretim veya haber amaçlı kullanımlara, yaşadığınız yere bağlı olarak adil kullanım (fair use) veya adil işlem (fair dealing) kapsamında izin verilebilir. Başka birinin küçük resmini yeniden yayımlamak, ticari amaçla kullanmak veya kendinizinmiş gibi sunmak genellikle sahibinin iznini gerektirir. Emin değilseniz içerik üreticisine sorun.',
            ],
          },
          {
            p: `Sitenin tasarımı, kodu, metinleri, logosu ve ${name} adı dahil olmak üzere kendi materyalimiz bize aittir. Bize bağlantı vermekte özgürsünüz; ancak lütfen siteyi kopyalamayın veya logomuzu sizi desteklediğimizi ima edecek şekilde kullanmayın.`,
          },
          {
            p: [
              'Haklarınızın ihlal edildiğini düşünüyorsanız ',
              { text: 'Bize ulaşın', href: `#${CONTACT_SECTION_ID}` },
              ' bölümündeki bilgileri kullanarak bize bildirin. Küçük resimler bizim tarafımızdan değil YouTube tarafından barındırılır; bu nedenle bir görselin kendisinin kaldırılması için başvurulacak doğru yer genellikle YouTube’dur. Yine de her bildirimi yanıtlar ve makul olarak elimizden geleni yaparız.',
            ],
          },
        ],
      },
      {
        id: 'no-warranty',
        title: 'Garanti verilmemesi',
        blocks: [
          {
            p: [
              'Hizmet, ',
              { strong: '“olduğu gibi” ve “mevcut olduğu şekliyle”' },
              ' sunulur. Hizmeti hızlı ve doğru tutmak için çok çalışıyoruz; ancak kesintisiz veya hatasız olacağını ya da belirli bir videonun belirli bir boyuta sahip olacağını taahhüt etmiyoruz. Yasaların izin verdiği en geniş ölçüde; satılabilirlik, belirli bir amaca uygunluk ve hak ihlali bulunmaması dahil olmak üzere açık veya örtülü tüm garantileri reddederiz.',
            ],
          },
          {
            p: 'Küçük resimler YouTube’dan geldiği için içeriklerini, doğruluklarını, mevcudiyetlerini veya kalitelerini garanti edemeyiz.',
          },
        ],
      },
      {
        id: 'limitation-of-liability',
        title: 'Sorumluluğun sınırlandırılması',
        blocks: [
          {
            p: `Yasaların izin verdiği en geniş ölçüde ${name} ve onu işleten kişiler, hizmeti kullanmanızdan veya kullanamamanızdan doğan dolaylı, arızi, özel, netice kabilinden veya cezai nitelikteki hiçbir zarardan ya da kâr, veri veya itibar kaybından sorumlu değildir. Hizmet ücretsiz olduğundan, hizmetle ilgili herhangi bir talep için toplam sorumluluğumuz elli ABD doları (50 ABD doları) ile sınırlıdır.`,
          },
          {
            p: 'Hizmeti bu koşulları ihlal ederek kullanmanız nedeniyle biri bize karşı bir talepte bulunursa, yasaların izin verdiği ölçüde, bu taleple ilgilenmemizin makul masraflarını karşılamayı kabul edersiniz.',
          },
          {
            p: 'Bu koşullardaki hiçbir hüküm, yasaların sınırlanmasına izin vermediği sorumlulukları (örneğin dolandırıcılıktan doğan sorumluluğu) sınırlamaz veya yaşadığınız ülkenin hukuku uyarınca tüketici olarak sahip olduğunuz hakları ortadan kaldırmaz.',
          },
        ],
      },
      {
        id: 'availability-and-limits',
        title: 'Kullanılabilirlik ve sınırlar',
        blocks: [
          {
            p: 'İnsanlar için kullanım sınırı yoktur: ihtiyacınız kadar küçük resim indirin. Bunun herkes için böyle kalması amacıyla sunucumuz, tek bir adresin kısa sürede yapabileceği istek sayısını sınırlar. Olağan dışı istek yağmurları yavaşlatılır veya reddedilir ve biraz sonra tekrar denemeniz istenebilir.',
          },
          {
            p: 'Hizmetin herhangi bir bölümünü bakım, güvenlik veya başka herhangi bir nedenle, genellikle önceden bildirimde bulunmaksızın, dilediğimiz zaman değiştirebilir, duraklatabilir veya sonlandırabiliriz. Bu koşulları ihlal eden herkesin erişimini engelleyebiliriz.',
          },
          {
            p: 'YouTube, küçük resimleri yayımlama şeklini istediği zaman değiştirebilir; bu da bir video için hangi boyutların mevcut olduğunu değiştirebilir.',
          },
        ],
      },
      {
        id: 'changes',
        title: 'Bu koşullardaki değişiklikler',
        blocks: [
          {
            p: 'Bu koşulları zaman zaman güncelleyebiliriz. En üstteki “Son güncelleme” tarihi, koşulların en son ne zaman değiştiğini gösterir; önemli değişiklikleri ise sitede duyururuz. Bir değişiklik yürürlüğe girdikten sonra hizmeti kullanmaya devam ederseniz güncellenmiş koşulları kabul etmiş olursunuz.',
          },
        ],
      },
      {
        id: 'governing-terms',
        title: 'Genel hükümler',
        blocks: [
          {
            p: 'Bu koşullar ve Gizlilik Politikamız, hizmetle ilgili olarak sizinle aramızdaki sözleşmenin tamamını oluşturur. Bir mahkeme bunların herhangi bir bölümünü uygulanamaz bulursa geri kalanı yürürlükte kalır. Bir hükmü hemen uygulamamamız, onu daha sonra uygulama hakkımızdan vazgeçtiğimiz anlamına gelmez.',
          },
          {
            p: `Bu koşullar, kanunlar ihtilafı kuralları dikkate alınmaksızın, ${name} işletmecisinin yerleşik olduğu yerin${contact.address ? ' (aşağıdaki posta adresinde gösterilen yer)' : ''} hukukuna tabidir. Tüketiciyseniz yaşadığınız ülkenin emredici hukukunun sağladığı korumadan yararlanmaya devam edersiniz. Mahkemeye başvurmadan önce lütfen bize yazın: çoğu sorun tek bir e-postayla çözülebilir.`,
          },
        ],
      },
    ],
  }
}
