#include "catalog.h"
#include "catalogbuild.h"
#include "catalogloader.h"
#include "exchangerates.h"
#include "freshness.h"
#include "testcatalog.h"

#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace gp;

// The built-in catalog: loads cleanly, is broad, and gets the known traps right.
class TestCatalog : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog;
    IssueList m_issues;

    const InstanceType& instance(const char* id)
    {
        const InstanceType* i = m_catalog.instance(QString::fromUtf8(id));
        if (!i)
            qFatal("instance %s missing from the built-in catalog", id);
        return *i;
    }
    const Gpu& gpuOf(const char* id) { return *m_catalog.gpu(instance(id).gpuId); }
    const Offer* offerIn(const char* id, const QString& region)
    {
        for (const Offer& o : instance(id).offers) {
            if (o.region == region)
                return &o;
        }
        return nullptr;
    }

private Q_SLOTS:
    // The exchange-rate table shipped beside the catalog (catalog/fx).
    void builtinExchangeRatesAreDatedAndSourced()
    {
        const ExchangeRates& fx = ExchangeRates::builtin();
        QVERIFY(fx.has(u"CNY"_s));
        const FxRate cny = fx.rates().value(u"CNY"_s);
        QCOMPARE(cny.perUsdMicros, 7'077'900); // CFETS central parity, 2025-11-27
        QCOMPARE(cny.asOf, QDate(2025, 11, 27));
        QVERIFY(cny.source.contains(u"central parity"_s));
        QVERIFY(!fx.rates().contains(u"USD"_s));
        QCOMPARE(fx.currencies().first(), u"USD"_s);
    }

    void initTestCase() { m_catalog = loadShippedCatalog(&m_issues); }

    // The whole market: providers, priced offers and GPU models, every price dated (issue targets).
    void coversTheMarket()
    {
        QVERIFY2(m_catalog.providers().size() >= 14,
                 qPrintable(QString::number(m_catalog.providers().size())));
        int priced = 0;
        QSet<QString> regionsAws;
        QSet<QString> pricedProviders;
        for (const OfferRow& row : m_catalog.rows()) {
            if (!row.offer)
                continue;
            const Offer& o = *row.offer;
            if (o.onDemandHourly || o.spot || o.monthly || !o.reserved.isEmpty()) {
                ++priced;
                pricedProviders.insert(row.instance->provider);
            }
            for (const Source* s : o.priceSources())
                QVERIFY2(s->asOf.isValid(), qPrintable(row.instance->id()));
            if (row.instance->provider == u"aws"_s)
                regionsAws.insert(o.region);
        }
        // 3,352 once the availability rule dropped GCP offers where GCP sells no such machine; 4,504 with
        // RunPod, OCI, Hyperstack, Verda and JarvisLabs.
        QVERIFY2(priced >= 4400, qPrintable(QString::number(priced)));
        QVERIFY2(pricedProviders.size() >= 16, qPrintable(QStringList(pricedProviders.values()).join(u' ')));
        // The GPU interconnect of 95 % of the types with 4 or more GPUs is known (issue target).
        int multi = 0;
        int known = 0;
        for (const InstanceType& i : m_catalog.instances()) {
            if (i.gpuCount < 4)
                continue;
            ++multi;
            known += i.interconnect != GpuInterconnect::Unknown ? 1 : 0;
        }
        QVERIFY2(multi > 0 && known * 100 >= multi * 95, qPrintable(u"%1 of %2"_s.arg(known).arg(multi)));
        // Retired series are marked, and the spot price equal to on-demand is gone.
        QCOMPARE(m_catalog.instance(u"azure/Standard_NV12s_v3"_s)->retired, QDate(2026, 9, 30));
        QCOMPARE(m_catalog.instance(u"aws/g6f.large"_s)->gpuId, u"nvidia-l4"_s);
        QVERIFY2(m_catalog.gpus().size() >= 45, qPrintable(QString::number(m_catalog.gpus().size())));
        QVERIFY(regionsAws.size() >= 20); // every region of the source, not one
        // Local and Wavelength Zones are folded into their region.
        for (const QString& r : regionsAws)
            QVERIFY2(!r.contains(u"-wlz-"_s) && !r.contains(u"-wl1-"_s), qPrintable(r));
        // The GPU clouds are there, and spot prices of Azure and GCP.
        for (const char* p : {"lambda", "vast", "cudo", "nebius", "fluidstack", "ibm", "seeweb", "paperspace",
                              "runpod", "oci", "hyperstack", "verda", "jarvislabs"})
            QVERIFY2(pricedProviders.contains(QString::fromLatin1(p)), p);
        // RunPod's bare "H100" is the PCIe card; its L40S rows, spot above on-demand, are not shown.
        QCOMPARE(m_catalog.instance(u"runpod/1x_H100_SECURE"_s)->gpuId, u"nvidia-h100-pcie-80gb"_s);
        QVERIFY(m_catalog.instance(u"runpod/1x_L40S_SECURE"_s) == nullptr ||
                m_catalog.instance(u"runpod/1x_L40S_SECURE"_s)->offers.isEmpty());
        QCOMPARE(m_catalog.instance(u"runpod/8x_MI300X_SECURE"_s)->interconnect,
                 GpuInterconnect::InfinityFabric);
        const InstanceType* a2 = m_catalog.instance(u"gcp/a2-highgpu-1g"_s);
        QVERIFY(a2 && a2->offers.size() > 5);
        bool cud = false;
        for (const Offer& o : a2->offers)
            cud = cud || o.reservedEffectiveHourly(3).has_value();
        QVERIFY(cud); // GCP committed-use prices
    }

    // Corrections the market survey needed (issue 18).
    void correctedFacts()
    {
        const Gpu* b200 = m_catalog.gpu(u"nvidia-b200"_s);
        QVERIFY(b200);
        QCOMPARE(b200->denseTflops(Precision::FP64), 37.0);
        QCOMPARE(b200->denseTflops(Precision::FP64Tensor), 37.0);
        QCOMPARE(b200->denseTflops(Precision::FP32), 75.0);
        QCOMPARE(b200->memoryBandwidthGbs, 7700.0);
        for (const char* name :
             {"g4dn.8xlarge", "g5.8xlarge", "g6.8xlarge", "g6e.8xlarge", "g6e.16xlarge", "p5.4xlarge"}) {
            const InstanceType* i = m_catalog.instance(u"aws/"_s + QString::fromLatin1(name));
            QVERIFY2(i && i->rdma == RdmaKind::EFA, name);
        }
        const InstanceType* ncv3 = m_catalog.instance(u"azure/Standard_NC6s_v3"_s);
        QVERIFY(ncv3 && ncv3->retired == QDate(2025, 9, 30));
        // The curated hardware wins over an import's guess: NC A100 v4 is PCIe, NC H100 v5 is H100 NVL.
        QCOMPARE(m_catalog.instance(u"azure/Standard_NC24ads_A100_v4"_s)->gpuId, u"nvidia-a100-pcie-80gb"_s);
        QCOMPARE(m_catalog.instance(u"azure/Standard_NC40ads_H100_v5"_s)->gpuId, u"nvidia-h100-nvl-94gb"_s);
        QCOMPARE(m_catalog.instance(u"azure/Standard_NC6s_v3"_s)->gpuId, u"nvidia-v100-pcie-16gb"_s);
        // An AWS instance keeps its other regions when a second snapshot (China) prices it.
        const InstanceType* p4d = m_catalog.instance(u"aws/p4d.24xlarge"_s);
        QVERIFY(p4d);
        QStringList regions;
        for (const Offer& o : p4d->offers)
            regions << o.region;
        QVERIFY2(regions.contains(u"us-east-1"_s), qPrintable(regions.join(u' ')));
    }

    // The committed catalog is exactly what the build makes from the specifications and snapshots.
    void buildReproducesTheCatalog()
    {
        const auto build = buildCatalog(QStringLiteral(GP_SOURCE_DIR) + u"/catalog"_s);
        QVERIFY2(bool(build), build ? "" : qPrintable(build.error().toString()));
        QVERIFY(build.value().files.size() >= 14);
        const QStringList differ =
            catalogBuildDifferences(build.value(), QStringLiteral(GP_SOURCE_DIR) + u"/catalog"_s);
        QVERIFY2(differ.isEmpty(),
                 qPrintable(u"regenerate with scripts/build-catalog: "_s + differ.join(u", "_s)));
    }

    // Storage and egress prices (catalog/usage): each dated and sourced at a pinned commit, absent where not
    // published, and equal to the snapshots' figures where checked by hand.
    void usagePricesAreDatedSourcedAndTrue()
    {
        const UsagePriceList& list = m_catalog.usagePrices();
        QVERIFY2(list.prices().size() >= 150, qPrintable(QString::number(list.prices().size())));
        static const QRegularExpression pinned(u"^https://github\\.com/[^/]+/[^/]+/blob/[0-9a-f]{40}/"_s);
        for (const UsagePrice& p : list.prices()) {
            const QString what = usageKindKey(p.kind) + u' ' + p.provider + u' ' + p.region;
            QVERIFY2(p.asOf.isValid() && p.asOf <= QDate::currentDate(), qPrintable(what));
            QVERIFY2(pinned.match(p.sourceUrl).hasMatch(), qPrintable(what + u' ' + p.sourceUrl));
            QVERIFY2(p.problem().isEmpty(), qPrintable(what));
            QVERIFY2(m_catalog.providers().contains(p.provider), qPrintable(what));
            QVERIFY2(!p.product.isEmpty(), qPrintable(what));
            for (const PriceTier& t : p.tiers)
                QVERIFY2(t.microsPerGb > 0 && t.microsPerGb < 1'000'000,
                         qPrintable(what)); // 0 < price < 1/GB
        }
        const auto price = [&](UsageKind k, const char* provider, const char* region) {
            const auto p = list.find(k, QString::fromLatin1(provider), QString::fromLatin1(region));
            return p ? p->tiers : QList<PriceTier>{};
        };
        using T = QList<PriceTier>;
        // Cyclenerd pricing.yml @fd66b26: storage.bucket.standard, compute.storage.balanced, egress tiers.
        QCOMPARE(price(UsageKind::ObjectStorage, "gcp", "us-central1"), (T{{std::nullopt, 20'000}}));
        QCOMPARE(price(UsageKind::BlockStorage, "gcp", "us-central1"), (T{{std::nullopt, 100'000}}));
        QCOMPARE(price(UsageKind::Egress, "gcp", "us-central1"),
                 (T{{1024, 120'000}, {10'240, 110'000}, {std::nullopt, 80'000}}));
        // Tencent's COS page @5dcc48b and CBS price overview @322e977.
        QCOMPARE(price(UsageKind::ObjectStorage, "tencent", "ap-guangzhou"), (T{{std::nullopt, 24'000}}));
        QCOMPARE(price(UsageKind::BlockStorage, "tencent", "ap-guangzhou"), (T{{std::nullopt, 75'000}}));
        QCOMPARE(price(UsageKind::Egress, "tencent", "ap-guangzhou"), (T{{std::nullopt, 100'000}}));
        QVERIFY(
            !list.find(UsageKind::BlockStorage, u"tencent"_s, u"ap-guiyang"_s)); // the page's typo: left out
        // Every GCP region with GPU offers has all three.
        for (const OfferRow& row : m_catalog.rows()) {
            if (row.instance->provider != u"gcp"_s || !row.offer)
                continue;
            for (const UsageKind k : {UsageKind::ObjectStorage, UsageKind::BlockStorage, UsageKind::Egress})
                QVERIFY2(list.find(k, u"gcp"_s, row.offer->region), qPrintable(row.offer->region));
        }
    }

    void loadsWithZeroErrorsAndZeroWarnings()
    {
        QStringList lines;
        for (const Issue& i : m_issues)
            lines << i.toString();
        QVERIFY2(m_issues.isEmpty(), qPrintable(lines.join(u'\n')));
    }

    void isBroad()
    {
        QVERIFY2(m_catalog.instances().size() >= 60,
                 qPrintable(QString::number(m_catalog.instances().size())));
        QVERIFY(m_catalog.gpus().size() >= 20);
        const QSet<QString> providers{u"aws"_s, u"azure"_s, u"gcp"_s, u"aliyun"_s, u"tencent"_s, u"huawei"_s};
        for (const QString& p : providers) {
            QVERIFY2(m_catalog.providers().contains(p), qPrintable(p));
            int n = 0;
            for (const InstanceType& i : m_catalog.instances())
                n += i.provider == p ? 1 : 0;
            QVERIFY2(n >= 3, qPrintable(p));
        }
    }

    void coversTheRequiredGpuModels_data()
    {
        QTest::addColumn<QString>("id");
        for (const char* id : {"nvidia-v100-sxm2-16gb",
                               "nvidia-t4",
                               "nvidia-a10",
                               "nvidia-a10g",
                               "nvidia-l4",
                               "nvidia-l40s",
                               "nvidia-a40",
                               "nvidia-rtx-6000-ada",
                               "nvidia-a100-sxm4-40gb",
                               "nvidia-a100-sxm4-80gb",
                               "nvidia-a100-pcie-40gb",
                               "nvidia-a100-pcie-80gb",
                               "nvidia-h100-sxm5-80gb",
                               "nvidia-h100-pcie-80gb",
                               "nvidia-h100-nvl-94gb",
                               "nvidia-h200-sxm-141gb",
                               "nvidia-b200",
                               "amd-mi250x",
                               "amd-mi300x",
                               "intel-gaudi2",
                               "intel-gaudi3"})
            QTest::newRow(id) << QString::fromUtf8(id);
    }
    void coversTheRequiredGpuModels()
    {
        QFETCH(QString, id);
        QVERIFY(m_catalog.gpu(id));
    }

    void coversTheRequiredFamilies_data()
    {
        QTest::addColumn<QString>("provider");
        QTest::addColumn<QString>("family");
        const QList<QPair<const char*, const char*>> families{{"aws", "p4d"},
                                                              {"aws", "p4de"},
                                                              {"aws", "p5"},
                                                              {"aws", "p5en"},
                                                              {"aws", "g4dn"},
                                                              {"aws", "g5"},
                                                              {"aws", "g6"},
                                                              {"aws", "g6e"},
                                                              {"azure", "ND A100 v4"},
                                                              {"azure", "NDm A100 v4"},
                                                              {"azure", "ND H100 v5"},
                                                              {"azure", "NC A100 v4"},
                                                              {"azure", "NCasT4_v3"},
                                                              {"gcp", "a2-highgpu"},
                                                              {"gcp", "a2-ultragpu"},
                                                              {"gcp", "a3-highgpu"},
                                                              {"gcp", "g2-standard"},
                                                              {"gcp", "n1 + T4"},
                                                              {"aliyun", "gn7e"},
                                                              {"aliyun", "gn7i"},
                                                              {"aliyun", "gn6i"},
                                                              {"tencent", "GN10Xp"},
                                                              {"tencent", "GN7"},
                                                              {"tencent", "GT4"},
                                                              {"tencent", "PNV4"},
                                                              {"tencent", "GN8"},
                                                              {"tencent", "GN6S"},
                                                              {"huawei", "P2v"},
                                                              {"huawei", "P2s"},
                                                              {"huawei", "Pi2"},
                                                              {"aws", "p6-b300"},
                                                              {"aws", "p6e-gb200"},
                                                              {"aws", "g6f"},
                                                              {"aws", "gr6"},
                                                              {"aws", "g7e"},
                                                              {"gcp", "a3-megagpu-8g"},
                                                              {"gcp", "a3-ultragpu-8g"},
                                                              {"gcp", "a2-megagpu-16g"},
                                                              {"gcp", "g4"},
                                                              {"azure", "Standard_NCC40ads_H100_v5"}};
        for (const auto& [p, f] : families)
            QTest::newRow(qPrintable(QString::fromUtf8(p) + u' ' + QString::fromUtf8(f)))
                << QString::fromUtf8(p) << QString::fromUtf8(f);
    }
    void coversTheRequiredFamilies()
    {
        QFETCH(QString, provider);
        QFETCH(QString, family);
        bool found = false;
        for (const InstanceType& i : m_catalog.instances())
            found = found || (i.provider == provider && i.family == family);
        QVERIFY(found);
    }

    void getsTheTrapsRight()
    {
        // p5.48xlarge is 8x H100 80 GB; p4de is 8x A100 80 GB
        QCOMPARE(instance("aws/p5.48xlarge").gpuId, u"nvidia-h100-sxm5-80gb"_s);
        QCOMPARE(instance("aws/p5.48xlarge").gpuCount, 8.0);
        QCOMPARE(instance("aws/p4de.24xlarge").gpuId, u"nvidia-a100-sxm4-80gb"_s);
        QCOMPARE(instance("aws/p4de.24xlarge").gpuCount, 8.0);
        QCOMPARE(gpuOf("aws/p5.48xlarge").memoryGb, 80.0);
        // Tencent GN10Xp is V100 32 GB; GT4 is A100
        QCOMPARE(instance("tencent/GN10Xp.20XLARGE320").gpuId, u"nvidia-v100-sxm2-32gb"_s);
        QCOMPARE(instance("tencent/GN10Xp.20XLARGE320").gpuCount, 8.0);
        QVERIFY(instance("tencent/GT4.41XLARGE948").gpuId.startsWith(u"nvidia-a100"_s));
        // Alibaba gn7i is A10, not MI250X
        QCOMPARE(instance("aliyun/ecs.gn7i-c8g1.2xlarge").gpuId, u"nvidia-a10"_s);
        // Huawei P2v is V100 16 GB with NVLink
        QCOMPARE(instance("huawei/p2v.4xlarge.8").gpuId, u"nvidia-v100-sxm2-16gb"_s);
        QCOMPARE(instance("huawei/p2v.4xlarge.8").interconnect, GpuInterconnect::NVLink);
        QCOMPARE(gpuOf("huawei/p2v.4xlarge.8").memoryGb, 16.0);
        // Azure ND96asr_v4 is 8x A100 40 GB
        QCOMPARE(instance("azure/Standard_ND96asr_v4").gpuId, u"nvidia-a100-sxm4-40gb"_s);
        QCOMPARE(instance("azure/Standard_ND96asr_v4").gpuCount, 8.0);
        // A100: TF32 dense 156 (312 sparse); FP64 9.7 (19.5 is FP64 Tensor)
        const Gpu& a100 = *m_catalog.gpu(u"nvidia-a100-sxm4-40gb"_s);
        QCOMPARE(*a100.denseTflops(Precision::TF32), 156.0);
        QCOMPARE(*a100.sparseTflops(Precision::TF32), 312.0);
        QCOMPARE(*a100.denseTflops(Precision::FP64), 9.7);
        QCOMPARE(*a100.denseTflops(Precision::FP64Tensor), 19.5);
        // H100 SXM: BF16 dense 989 (1979 sparse); HBM3 at 3.35 TB/s; the PCIe card has HBM2e at 2 TB/s
        const Gpu& h100 = *m_catalog.gpu(u"nvidia-h100-sxm5-80gb"_s);
        QCOMPARE(*h100.denseTflops(Precision::BF16), 989.0);
        QCOMPARE(*h100.sparseTflops(Precision::BF16), 1979.0);
        QCOMPARE(h100.memoryType, u"HBM3"_s);
        QCOMPARE(*h100.memoryBandwidthGbs, 3350.0);
        const Gpu& h100pcie = *m_catalog.gpu(u"nvidia-h100-pcie-80gb"_s);
        QCOMPARE(h100pcie.memoryType, u"HBM2e"_s);
        QCOMPARE(*h100pcie.memoryBandwidthGbs, 2000.0);
        // AWS cut p4d prices in June 2025: $21.957642 now (was $32.7726)
        const Offer* p4d = offerIn("aws/p4d.24xlarge", u"us-east-1"_s);
        QVERIFY(p4d && p4d->onDemandHourly);
        QCOMPARE(p4d->onDemandHourly->amount, Money(21957642, u"USD"_s));
        QVERIFY(p4d->onDemandHourly->source->asOf >= QDate(2025, 6, 1));
        // A10G has no datasheet: no throughput figures copied from the A10
        const Gpu& a10g = *m_catalog.gpu(u"nvidia-a10g"_s);
        for (Precision p : AllPrecisions)
            QVERIFY(!a10g.denseTflops(p));
    }

    void pricesCarrySourceAndDate()
    {
        int priced = 0;
        for (const InstanceType& inst : m_catalog.instances()) {
            QVERIFY(!inst.source.title.isEmpty());
            QVERIFY(inst.source.asOf.isValid());
            for (const Offer& o : inst.offers) {
                auto check = [&](const Source& s) {
                    QVERIFY2(!s.title.isEmpty() && s.asOf.isValid(), qPrintable(inst.id() + u' ' + o.region));
                    QVERIFY(s.asOf <= QDate::currentDate()); // no price from the future
                };
                if (o.onDemandHourly) {
                    check(o.onDemandHourly->source);
                    QVERIFY(o.onDemandHourly->amount.micros() > 0);
                    ++priced;
                }
                if (o.spot)
                    check(o.spot->source);
                for (const ReservedPrice& r : o.reserved) {
                    check(r.source);
                    QVERIFY(r.effectiveHourly().micros() > 0);
                }
            }
        }
        QVERIFY(priced >= 60);
    }

    // Alibaba and Huawei price in CNY; Tencent's public GPU price list (its international documentation)
    // states USD for Guangzhou Zone 3, and those prices keep the currency their source states.
    void chineseCloudsPriceInTheCurrencyTheirSourceStates()
    {
        int tencent = 0;
        for (const InstanceType& inst : m_catalog.instances()) {
            if (inst.provider == u"aliyun"_s || inst.provider == u"huawei"_s) {
                for (const Offer& o : inst.offers)
                    QCOMPARE(o.currency, u"CNY"_s);
            }
            if (inst.provider == u"tencent"_s) {
                for (const Offer& o : inst.offers) {
                    ++tencent;
                    QCOMPARE(o.currency, u"USD"_s);
                    QCOMPARE(o.region, u"ap-guangzhou"_s);
                    QVERIFY(o.onDemandHourly->source->url.contains(u"tencentyun/intlcloud-documents"_s));
                    QCOMPARE(o.onDemandHourly->source->asOf, QDate(2023, 6, 30)); // stale, and shown so
                }
            }
        }
        QCOMPARE(tencent, 21);
        // The price list's figures, read through the build (GN10Xp is V100, not A100 or H100)
        QCOMPARE(offerIn("tencent/GN10Xp.20XLARGE320", u"ap-guangzhou"_s)->onDemandHourly->amount,
                 Money(13'780'000, u"USD"_s));
        QCOMPARE(instance("tencent/GN10Xp.20XLARGE320").gpuId, u"nvidia-v100-sxm2-32gb"_s);
        QCOMPARE(instance("tencent/GN8.14XLARGE448").gpuId, u"nvidia-p40"_s);
        // Specs without prices stay listed (GT4 and PNV4 are not on the price page)
        QVERIFY(instance("tencent/GT4.41XLARGE948").offers.isEmpty());
        QCOMPARE(instance("tencent/GT4.41XLARGE948").vcpus, 164);
        QVERIFY(!instance("aliyun/ecs.gn7e-c16g1.32xlarge").offers.isEmpty());
        QCOMPARE(offerIn("aws/g4dn.xlarge", u"cn-north-1"_s)->currency, u"CNY"_s);
    }

    void rowsIncludeInstancesWithoutOffers()
    {
        int unpriced = 0;
        for (const OfferRow& r : m_catalog.rows())
            unpriced += r.offer ? 0 : 1;
        QVERIFY(unpriced > 0);
        QCOMPARE(m_catalog.rows().size(), m_catalog.offerCount() + unpriced);
    }

    void manyLayersOfOneInstanceKeepTheLatestPricePerRegion()
    {
        // Layer after layer on one instance, as a folder of import parts does: each file's regions are found
        // in the index the earlier files built, and the latest price of a region wins.
        const auto layer = [](const QByteArray& offers) {
            return CatalogLoader::loadData(
                R"({"format": "gpu-planner-catalog", "version": 1,
                    "sources": {"s": {"title": "t", "as_of": "2026-01-01"}},
                    "provider": {"id": "p", "name": "P", "currency": "USD"},
                    "instances": [{"name": "x", "gpu": "nvidia-l4", "gpu_count": 1, "vcpus": 4, "memory_gib": 16, "gpu_interconnect": "pcie",
                                   "source": "s", "offers": [)" +
                    offers + "]}]}",
                u"layer.json"_s);
        };
        const auto offer = [](const char* region, int price) {
            return QByteArray("{\"region\": \"") + region +
                   "\", \"source\": \"s\", \"on_demand\": {\"hourly\": " + QByteArray::number(price) + "}}";
        };
        Catalog c;
        c.addFragment(CatalogLoader::loadFile(QStringLiteral(GP_TEST_DATA_DIR "/fixture/gpus.json")));
        c.addFragment(layer(offer("a", 1) + ',' + offer("b", 2)));
        c.addFragment(layer(offer("b", 20) + ',' + offer("c", 3)));
        c.addFragment(layer(offer("a", 100) + ',' + offer("c", 300) + ',' + offer("d", 4)));
        IssueList issues;
        c.finalize(issues);
        QCOMPARE(issues.size(), 0);
        QVERIFY(c.instance(u"p/x"_s));
        QStringList got;
        for (const Offer& o : c.instance(u"p/x"_s)->offers)
            got << o.region + u'=' + QString::number(o.onDemandHourly->amount.micros() / 1000000);
        QCOMPARE(got, (QStringList{u"a=100"_s, u"b=20"_s, u"c=300"_s, u"d=4"_s}));
        // After finalize the index is gone; a later layer still finds its regions.
        c.addFragment(layer(offer("d", 40)));
        QCOMPARE(c.instance(u"p/x"_s)->offers.size(), 4);
        QCOMPARE(c.instance(u"p/x"_s)->offers[3].onDemandHourly->amount.micros(), qint64(40000000));

        // Hundreds of regions a layer: the index grows many times between and within layers.
        Catalog big;
        big.addFragment(CatalogLoader::loadFile(QStringLiteral(GP_TEST_DATA_DIR "/fixture/gpus.json")));
        QMap<QString, int> latest;
        QStringList order;
        const auto bigLayer = [&](int from, int to, int step, int price) {
            QByteArray offers;
            for (int r = from; r < to; r += step) {
                const QByteArray region = "region-" + QByteArray::number(r);
                offers += (offers.isEmpty() ? "" : ",") + offer(region.constData(), price);
                if (!latest.contains(QString::fromUtf8(region)))
                    order << QString::fromUtf8(region);
                latest[QString::fromUtf8(region)] = price;
            }
            big.addFragment(layer(offers));
        };
        bigLayer(0, 600, 1, 1);
        bigLayer(300, 1200, 1, 2);
        bigLayer(0, 1500, 7, 3);
        bigLayer(1499, 1500, 1, 4);
        IssueList bigIssues;
        big.finalize(bigIssues);
        QCOMPARE(bigIssues.size(), 0);
        QStringList bigGot, bigExpected;
        for (const Offer& o : big.instance(u"p/x"_s)->offers)
            bigGot << o.region + u'=' + QString::number(o.onDemandHourly->amount.micros() / 1000000);
        for (const QString& r : order)
            bigExpected << r + u'=' + QString::number(latest[r]);
        QCOMPARE(bigGot.size(), 1244); // 0–1199, the multiples of 7 from 1204 to 1498, and 1499
        QCOMPARE(bigGot, bigExpected);
    }

    void offerLimitIsPerProcess_data()
    {
        QTest::addColumn<int>("slack"); // the limit, as offers beyond those of gpus.json + alpha.json
        QTest::addColumn<bool>("betaLoads");
        QTest::newRow("beta fits exactly") << -1 << true; // -1: the limit is every file's offers
        QTest::newRow("one offer short") << -2 << false;
        QTest::newRow("alpha only") << 0 << false;
    }
    void offerLimitIsPerProcess()
    {
        QFETCH(int, slack);
        QFETCH(bool, betaLoads);
        const QString data = QStringLiteral(GP_TEST_DATA_DIR "/fixture/");
        CatalogLoadOptions options =
            onlyTheseFiles({data + u"gpus.json"_s, data + u"alpha.json"_s, data + u"beta.json"_s});
        IssueList noLimit;
        const qsizetype all = Catalog::load(options, noLimit).offerCount();
        QCOMPARE(countErrors(noLimit), 0);
        options.extraPaths.removeLast();
        IssueList alphaIssues;
        const qsizetype alpha = Catalog::load(options, alphaIssues).offerCount();
        QVERIFY(alpha > 0 && all > alpha);
        options.extraPaths << data + u"beta.json"_s;

        options.maxOffers = slack == -1 ? all : slack == -2 ? all - 1 : alpha + slack;
        IssueList issues;
        const Catalog limited = Catalog::load(options, issues);
        QCOMPARE(limited.offerCount(), betaLoads ? all : alpha);
        QCOMPARE(countErrors(issues), betaLoads ? 0 : 1);
        if (!betaLoads) {
            const Error e = *firstError(issues);
            QCOMPARE(e.code, ErrorCode::TooLarge);
            QVERIFY2(e.file.endsWith(u"beta.json"_s), qPrintable(e.file));
            QVERIFY2(e.message.contains(QLocale().toString(all)), qPrintable(e.message));
            QVERIFY2(e.message.contains(QLocale().toString(options.maxOffers)), qPrintable(e.message));
        }
    }

    void laterLayersReplaceEntriesWithTheSameId()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"override.json"_s);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "gpu-planner-catalog", "version": 1,
          "sources": {"mine": {"title": "Our negotiated rate", "as_of": "2026-11-01"}},
          "provider": {"id": "aws", "name": "Amazon Web Services", "currency": "USD"},
          "instances": [{"name": "p5.48xlarge", "family": "p5", "gpu": "nvidia-h100-sxm5-80gb", "gpu_count": 8, "vcpus": 192,
                         "memory_gib": 2048, "gpu_interconnect": "nvswitch", "source": "mine",
                         "offers": [{"region": "us-east-1", "source": "mine", "on_demand": {"hourly": 40}}]}]})");
        f.close();
        IssueList issues;
        CatalogLoadOptions options;
        options.userFolder = false;
        options.extraPaths = {path};
        const Catalog merged = Catalog::load(options, issues);
        QCOMPARE(issues.size(), 0);
        QCOMPARE(merged.instances().size(), m_catalog.instances().size());
        // Offers layer by region: us-east-1 is the user's, the other regions stay.
        const InstanceType* p5 = merged.instance(u"aws/p5.48xlarge"_s);
        const InstanceType* before = m_catalog.instance(u"aws/p5.48xlarge"_s);
        QCOMPARE(p5->offers.size(), before->offers.size());
        bool mine = false;
        for (const Offer& o : p5->offers) {
            if (o.region != u"us-east-1"_s)
                continue;
            mine = true;
            QCOMPARE(o.onDemandHourly->amount, Money(40000000, u"USD"_s));
            QCOMPARE(o.onDemandHourly->source->title, u"Our negotiated rate"_s);
        }
        QVERIFY(mine);
    }

    void anImportReplacesOnlyThePricesItStates()
    {
        // A curated offer with a reservation and spot; an import (a price update) of the same offer states
        // on-demand only, and a second region.
        const QByteArray gpus = R"({"format": "gpu-planner-catalog", "version": 1,
          "sources": {"nv": {"title": "datasheet", "as_of": "2024-01-01"}},
          "gpus": [{"id": "g", "vendor": "NVIDIA", "model": "G", "architecture": "Hopper", "memory_gb": 80,
                    "memory_type": "HBM3", "memory_bandwidth_gbs": 3350, "form_factor": "SXM5",
                    "source": "nv", "dense": {"fp32": 67}}]})";
        const QByteArray curated = R"({"format": "gpu-planner-catalog", "version": 1,
          "sources": {"list": {"title": "price list", "as_of": "2025-01-01"}},
          "provider": {"id": "aws", "name": "Amazon Web Services", "currency": "USD"},
          "instances": [{"name": "x.large", "family": "x", "gpu": "g", "gpu_count": 1, "vcpus": 8, "memory_gib": 64, "gpu_interconnect": "pcie",
                         "source": "list", "offers": [{"region": "r1", "source": "list", "on_demand": {"hourly": 10},
                         "spot": {"hourly": 3}, "notes": "old note",
                         "reserved": [{"term_years": 1, "payment": "no_upfront", "hourly": 7}]}]}]})";
        const QByteArray update =
            R"({"import": {"format": "skypilot"}, "format": "gpu-planner-catalog", "version": 1,
          "sources": {"new": {"title": "update", "as_of": "2026-12-01"}},
          "provider": {"id": "aws", "name": "Amazon Web Services", "currency": "USD"},
          "instances": [{"name": "x.large", "family": "x", "gpu": "g", "gpu_count": 1, "vcpus": 8, "memory_gib": 64, "gpu_interconnect": "pcie",
                         "source": "new", "offers": [{"region": "r1", "source": "new", "on_demand": {"hourly": 9}},
                                                     {"region": "r2", "source": "new", "on_demand": {"hourly": 11}}]}]})";
        Catalog c;
        for (const auto& [data, name] :
             {std::pair{gpus, "gpus.json"}, {curated, "aws.json"}, {update, "u.json"}}) {
            const CatalogFragment f = CatalogLoader::loadData(data, QString::fromLatin1(name));
            QVERIFY2(countErrors(f.issues) == 0, qPrintable(f.issues.value(0).toString()));
            c.addFragment(f);
        }
        IssueList issues;
        c.finalize(issues);
        const InstanceType* x = c.instance(u"aws/x.large"_s);
        QVERIFY(x);
        QCOMPARE(x->offers.size(), 2);
        const Offer& r1 = x->offers[0];
        QCOMPARE(r1.region, u"r1"_s);
        QCOMPARE(r1.onDemandHourly->amount, Money(9000000, u"USD"_s));
        QCOMPARE(r1.onDemandHourly->source->asOf, QDate(2026, 12, 1));
        // What the update does not state stays, with its own date.
        QVERIFY(r1.spot);
        QCOMPARE(r1.spot->hourly, Money(3000000, u"USD"_s));
        QCOMPARE(r1.reserved.size(), 1);
        QCOMPARE(r1.reserved[0].source->asOf, QDate(2025, 1, 1));
        QVERIFY(r1.notes.isEmpty()); // the old note spoke of the old prices
        QCOMPARE(x->offers[1].region, u"r2"_s);

        // A curated file (not an import) replaces the whole offer.
        QByteArray curatedAgain = update;
        curatedAgain.replace(R"("import": {"format": "skypilot"}, )", "");
        Catalog d;
        for (const QByteArray& data : {gpus, curated, curatedAgain})
            d.addFragment(CatalogLoader::loadData(data, u"f.json"_s));
        d.finalize(issues);
        QVERIFY(!d.instance(u"aws/x.large"_s)->offers[0].spot);
        QVERIFY(d.instance(u"aws/x.large"_s)->offers[0].reserved.isEmpty());
    }

    void leavingTheBuiltinOutLeavesNothing()
    {
        IssueList issues;
        CatalogLoadOptions options;
        options.builtin = false;
        options.userFolder = false;
        const Catalog empty = Catalog::load(options, issues);
        QVERIFY(empty.instances().isEmpty());
        QVERIFY(empty.rows().isEmpty());
        QVERIFY(!empty.newestPriceDate().isValid());
    }

    void knowsItsPriceDates()
    {
        QVERIFY(m_catalog.newestPriceDate() >= QDate(2026, 7, 30));
        QCOMPARE(m_catalog.oldestPriceDate(), QDate(2023, 6, 30)); // Tencent's price page, marked stale
    }

    // Price lists that carry no date of their own (the SkyPilot catalog repository's) are marked so; every
    // other price source has its publisher's date.
    void undatedPriceListsAreMarked()
    {
        int undated = 0;
        for (const Source& s : m_catalog.sources()) {
            const bool skypilotCatalog = s.url.contains(u"/skypilot-org/skypilot-catalog/"_s);
            QVERIFY2(s.undated == skypilotCatalog, qPrintable(s.title));
            undated += s.undated ? 1 : 0;
        }
        QVERIFY(undated >= 6);
        QVERIFY(undatedOfferCount(m_catalog) > 0);
        QVERIFY(undatedOfferCount(m_catalog) < m_catalog.offerCount());
    }

    // The catalog's date comes from dated prices; prices dated only by their retrieval count when nothing
    // else is dated.
    void undatedPricesDateTheCatalogOnlyWhenNothingElseDoes()
    {
        const QByteArray gpus = R"({"format": "gpu-planner-catalog", "version": 1,
          "sources": {"nv": {"title": "datasheet", "as_of": "2024-01-01"}},
          "gpus": [{"id": "g", "vendor": "NVIDIA", "model": "G", "form_factor": "PCIe", "memory_gb": 16,
                    "memory_type": "GDDR6", "dense": {"fp32": 10}, "source": "nv"}]})";
        const QByteArray dated = R"({"format": "gpu-planner-catalog", "version": 1,
          "sources": {"list": {"title": "price list", "as_of": "2026-03-01"}},
          "provider": {"id": "a", "name": "A", "currency": "USD"},
          "instances": [{"name": "x", "gpu": "g", "gpu_count": 1, "vcpus": 4, "memory_gib": 16, "gpu_interconnect": "none",
                         "source": "list",
                         "offers": [{"region": "r", "source": "list", "on_demand": {"hourly": 1}}]}]})";
        const QByteArray undated = R"({"format": "gpu-planner-catalog", "version": 1,
          "sources": {"taken": {"title": "undated list", "as_of": "2026-11-30", "as_of_basis": "retrieved"}},
          "provider": {"id": "b", "name": "B", "currency": "USD"},
          "instances": [{"name": "y", "gpu": "g", "gpu_count": 1, "vcpus": 4, "memory_gib": 16, "gpu_interconnect": "none",
                         "source": "taken",
                         "offers": [{"region": "r", "source": "taken", "on_demand": {"hourly": 2}},
                                    {"region": "s", "source": "taken", "on_demand": {"hourly": 2}}]}]})";
        IssueList issues;
        Catalog both;
        for (const QByteArray& data : {gpus, dated, undated}) {
            const CatalogFragment f = CatalogLoader::loadData(data, u"f.json"_s);
            issues << f.issues;
            both.addFragment(f);
        }
        both.finalize(issues);
        QCOMPARE(countErrors(issues), 0);
        QCOMPARE(both.newestPriceDate(), QDate(2026, 3, 1));
        QCOMPARE(both.oldestPriceDate(), QDate(2026, 3, 1));
        QCOMPARE(undatedOfferCount(both), 2);

        Catalog onlyUndated;
        for (const QByteArray& data : {gpus, undated})
            onlyUndated.addFragment(CatalogLoader::loadData(data, u"f.json"_s));
        onlyUndated.finalize(issues);
        QCOMPARE(onlyUndated.newestPriceDate(), QDate(2026, 11, 30));
        QCOMPARE(undatedOfferCount(onlyUndated), 2);
    }
};

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
