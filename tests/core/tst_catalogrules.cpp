// The catalog build's rules (core/import/catalogrules): each rule finds what it names, removes, fills or
// fails as its action says, and a reviewed exception decides a finding.
#include "catalogrules.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace gp;

namespace {

Gpu gpu(const QString& id, const QString& model, const QString& form, LinkKind link,
        const QString& arch = u"Hopper"_s)
{
    Gpu g;
    g.id = id;
    g.model = model;
    g.formFactor = form;
    g.link = link;
    g.architecture = arch;
    return g;
}

QMap<QString, Gpu> gpus()
{
    QMap<QString, Gpu> m;
    for (const Gpu& g :
         {gpu(u"h100"_s, u"H100 SXM5 80GB"_s, u"SXM5"_s, LinkKind::NVLink),
          gpu(u"l4"_s, u"L4 24GB"_s, u"PCIe"_s, LinkKind::None, u"Ada Lovelace"_s),
          gpu(u"a40"_s, u"A40 48GB"_s, u"PCIe"_s, LinkKind::NVLink, u"Ampere"_s),
          gpu(u"v100"_s, u"V100 SXM2 16GB"_s, u"SXM2"_s, LinkKind::NVLink, u"Volta"_s),
          gpu(u"mi300x"_s, u"MI300X 192GB"_s, u"OAM"_s, LinkKind::InfinityFabric, u"CDNA 3"_s)})
        m.insert(g.id, g);
    return m;
}

Offer offer(const QString& region, std::int64_t odMicros, std::optional<std::int64_t> spot = std::nullopt)
{
    Offer o;
    o.region = region;
    o.currency = u"USD"_s;
    o.onDemandHourly = PriceQuote{Money(odMicros, u"USD"_s), {}};
    if (spot)
        o.spot = SpotPrice{Money(*spot, u"USD"_s), {}, {}};
    return o;
}

InstanceType type(const QString& name, const QString& gpuId, double count, QList<Offer> offers = {})
{
    InstanceType i;
    i.provider = u"p"_s;
    i.name = name;
    i.gpuId = gpuId;
    i.gpuCount = count;
    i.vcpus = 8;
    i.memoryGib = 64;
    i.interconnect = count > 1 ? GpuInterconnect::Unknown : GpuInterconnect::None;
    i.imported = true;
    // An imported type without offers is dropped by the build, so a type given none gets one price in
    // r1, the same per GPU for every size (no price rule notices it).
    i.offers = offers.isEmpty() ? QList<Offer>{offer(u"r1"_s, std::int64_t(count * 1000000))} : offers;
    return i;
}

const RuleTally& tally(const CatalogRules& rules, const QString& name)
{
    for (const RuleTally& t : rules.tallies()) {
        if (t.name == name)
            return t;
    }
    qFatal("no rule %s", qPrintable(name));
}

RuleException exception(const QString& rule, const QString& instance, const QString& region, bool keep)
{
    RuleException e;
    e.rule = rule;
    e.instance = instance;
    e.region = region;
    e.keep = keep;
    e.reason = u"reviewed"_s;
    e.source = u"https://example.org/"_s;
    return e;
}

} // namespace

class TestCatalogRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Offers outside the availability data leave; a type the data does not know keeps its offers.
    void availabilityDropsUnlistedRegions()
    {
        CatalogRulesInput in;
        in.gpus = gpus();
        in.availability[u"p"_s][u"a"_s] = {u"r1"_s};
        in.availabilitySource[u"p"_s] = u"zones"_s;
        in.exceptions << exception(u"availability"_s, u"p/a"_s, u"r3"_s, true);
        CatalogRules rules(in);
        QList<InstanceType> list{
            type(u"a"_s, u"l4"_s, 1, {offer(u"r1"_s, 1), offer(u"r2"_s, 1), offer(u"r3"_s, 1)}),
            type(u"b"_s, u"l4"_s, 1, {offer(u"r2"_s, 1)})};
        rules.apply(u"p"_s, list);
        QCOMPARE(list[0].offers.size(), 2);
        QCOMPARE(list[0].offers[0].region, u"r1"_s);
        QCOMPARE(list[0].offers[1].region, u"r3"_s); // kept by the exception
        QCOMPARE(list[1].offers.size(), 1);
        QCOMPARE(tally(rules, u"availability"_s).removed, 1);
        QCOMPARE(tally(rules, u"availability"_s).excepted, 1);
        QVERIFY(rules.failures().isEmpty());
    }

    // A spot price equal to on-demand is no spot price; a monthly price above 730 hours is none either.
    void priceOrder_data()
    {
        QTest::addColumn<std::int64_t>("spot");
        QTest::addColumn<bool>("kept");
        QTest::addColumn<bool>("offerKept");
        QTest::newRow("below") << std::int64_t(500) << true << true;
        QTest::newRow("equal: no spot price") << std::int64_t(1000) << false << true;
        // RunPod's v7 file has L40S at 0.43 on-demand and 0.86 spot: the columns swapped; neither is shown.
        QTest::newRow("above: the offer contradicts itself") << std::int64_t(1200) << false << false;
    }
    void priceOrder()
    {
        QFETCH(std::int64_t, spot);
        QFETCH(bool, kept);
        QFETCH(bool, offerKept);
        CatalogRules rules({});
        QList<InstanceType> list{
            type(u"a"_s, u"l4"_s, 1, {offer(u"r1"_s, 1000, spot), offer(u"r2"_s, 1000, 400)})};
        list[0].offers[0].monthly = PriceQuote{Money(1000 * 731, u"USD"_s), {}};
        rules.apply(u"p"_s, list);
        QCOMPARE(list[0].offers.size(), offerKept ? 2 : 1);
        QCOMPARE(list[0].offers.last().region, u"r2"_s);
        QVERIFY(list[0].offers.last().spot);
        if (offerKept) {
            QCOMPARE(list[0].offers[0].spot.has_value(), kept);
            QVERIFY(!list[0].offers[0].monthly);
            QCOMPARE(tally(rules, u"monthly-below-730-hourly"_s).removed, 1);
        }
        QCOMPARE(tally(rules, u"spot-below-on-demand"_s).removed, kept ? 0 : 1);
    }

    // Eight H100s at half their siblings' price fail the build, until a reviewed exception drops or keeps it.
    void siblingsOutsideTheBandFail_data()
    {
        QTest::addColumn<int>("decision"); // 0 none, 1 keep, 2 drop
        QTest::addColumn<bool>("fails");
        QTest::addColumn<int>("offersLeft");
        QTest::newRow("no exception") << 0 << true << 1;
        QTest::newRow("kept") << 1 << false << 1;
        QTest::newRow("dropped") << 2 << false << 0;
    }
    void siblingsOutsideTheBandFail()
    {
        QFETCH(int, decision);
        QFETCH(bool, fails);
        QFETCH(int, offersLeft);
        CatalogRulesInput in;
        in.gpus = gpus();
        if (decision)
            in.exceptions << exception(u"per-gpu-price-siblings"_s, u"p/edge"_s, u"*"_s, decision == 1);
        CatalogRules rules(in);
        QList<InstanceType> list{type(u"high"_s, u"h100"_s, 8, {offer(u"r1"_s, 88000000)}),
                                 type(u"mega"_s, u"h100"_s, 8, {offer(u"r1"_s, 90000000)}),
                                 type(u"edge"_s, u"h100"_s, 8, {offer(u"r1"_s, 43000000)})};
        rules.apply(u"p"_s, list);
        QCOMPARE(!rules.failures().isEmpty(), fails);
        const auto edge = std::find_if(list.cbegin(), list.cend(),
                                       [](const InstanceType& i) { return i.name == u"edge"_s; });
        QCOMPARE(edge == list.cend() ? 0 : int(edge->offers.size()), offersLeft);
        if (fails)
            QVERIFY2(rules.failures().first().contains(u"p/edge in r1"_s),
                     qPrintable(rules.failures().first()));
    }

    void retiredSeriesAreMarked()
    {
        CatalogRulesInput in;
        RetiredSeries s;
        s.provider = u"p"_s;
        s.series = u"NVv3"_s;
        s.pattern = u"NV(12|24)s_v3"_s;
        s.retired = QDate(2026, 9, 30);
        s.source = u"https://example.org/retired"_s;
        in.retired << s;
        CatalogRules rules(in);
        QList<InstanceType> list{type(u"NV12s_v3"_s, u"l4"_s, 1), type(u"NV12s_v3x"_s, u"l4"_s, 1)};
        rules.apply(u"p"_s, list);
        QCOMPARE(list.size(), 2);
        QCOMPARE(list[0].retired, QDate(2026, 9, 30));
        QVERIFY(!list[1].retired.isValid()); // the pattern is the whole name
        QCOMPARE(tally(rules, u"retired-series"_s).changed, 1);
    }

    // Every type of one snapshot reading 8 vCPU / 64 GiB: the file wrote a default, now unknown.
    void placeholderFiguresBecomeUnknown()
    {
        CatalogRules rules({});
        QList<InstanceType> list;
        for (int n = 1; n <= 6; ++n)
            list << type(u"t%1"_s.arg(n), u"l4"_s, n);
        list << type(u"own"_s, u"h100"_s, 1);
        list.last().vcpus = 26;
        rules.apply(u"p"_s, list);
        QCOMPARE(list.size(), 7);
        for (int n = 0; n < 6; ++n) {
            QCOMPARE(list[n].vcpus, 0);
            QCOMPARE(list[n].memoryGib, 0.0);
        }
        QCOMPARE(list[6].vcpus, 26);
    }

    void datasheetShareAndFormFactor_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("gpuId");
        QTest::addColumn<double>("count");
        QTest::addColumn<QString>("failure");
        QTest::newRow("unknown GPU") << u"a"_s << u"import-x"_s << 1.0 << u"gpu-datasheet"_s;
        QTest::newRow("fraction not a share") << u"a"_s << u"l4"_s << 0.5 << u"fraction-is-share"_s;
        QTest::newRow("fraction above one") << u"a"_s << u"l4"_s << 1.5 << u"fraction-is-share"_s;
        QTest::newRow("PCIe name, SXM GPU") << u"h100-pcie_1x"_s << u"h100"_s << 1.0 << u"form-factor"_s;
        QTest::newRow("SXM name, PCIe GPU") << u"8x_L4_SXM"_s << u"l4"_s << 8.0 << u"form-factor"_s;
        QTest::newRow("agrees") << u"h100_sxm_8x"_s << u"h100"_s << 8.0 << QString();
    }
    void datasheetShareAndFormFactor()
    {
        QFETCH(QString, name);
        QFETCH(QString, gpuId);
        QFETCH(double, count);
        QFETCH(QString, failure);
        CatalogRulesInput in;
        in.gpus = gpus();
        CatalogRules rules(in);
        QList<InstanceType> list{type(name, gpuId, count)};
        rules.apply(u"p"_s, list);
        const QStringList failed = rules.failures();
        if (failure.isEmpty())
            QVERIFY2(failed.isEmpty(), qPrintable(failed.join(u'\n')));
        else
            QVERIFY2(failed.size() == 1 && failed.first().startsWith(failure + u':'),
                     qPrintable(failed.join(u'\n')));
    }

    // The second source fills unknown EFA and fails on a GPU it names otherwise.
    void secondSource()
    {
        CatalogRulesInput in;
        in.gpus = gpus();
        in.secondSource[u"p"_s][u"a"_s] = InstanceFacts{u"H100"_s, {}, true};
        in.secondSource[u"p"_s][u"b"_s] = InstanceFacts{u"L4"_s, {}, false};
        in.secondSource[u"p"_s][u"c"_s] = InstanceFacts{u"L40S"_s, {}, std::nullopt};
        in.secondSourceName[u"p"_s] = u"ec2"_s;
        CatalogRules rules(in);
        QList<InstanceType> list{type(u"a"_s, u"h100"_s, 8), type(u"b"_s, u"l4"_s, 1),
                                 type(u"c"_s, u"l4"_s, 1)};
        list[1].rdma = RdmaKind::EFA;
        rules.apply(u"p"_s, list);
        QCOMPARE(list[0].rdma, RdmaKind::EFA);
        const QStringList failed = rules.failures();
        QCOMPARE(failed.size(), 2);
        QVERIFY2(failed[0].contains(u"p/b: RDMA efa, ec2 says EFA not supported"_s), qPrintable(failed[0]));
        QVERIFY2(failed[1].contains(u"p/c: GPU l4, ec2 says L40S"_s), qPrintable(failed[1]));
    }

    // Unknown GPU interconnect follows from the datasheet where only one is possible; a provider's page
    // fills the rest and disagrees at its peril.
    void fabric_data()
    {
        QTest::addColumn<QString>("gpuId");
        QTest::addColumn<double>("count");
        QTest::addColumn<GpuInterconnect>("expected");
        QTest::newRow("PCIe card without a link") << u"l4"_s << 4.0 << GpuInterconnect::PCIe;
        QTest::newRow("bridge-capable PCIe card") << u"a40"_s << 8.0 << GpuInterconnect::PCIe;
        QTest::newRow("eight Hopper SXM") << u"h100"_s << 8.0 << GpuInterconnect::NVSwitch;
        QTest::newRow("four Hopper SXM") << u"h100"_s << 4.0 << GpuInterconnect::NVLink;
        QTest::newRow("eight V100 SXM2") << u"v100"_s << 8.0 << GpuInterconnect::NVLink;
        QTest::newRow("OAM modules on AMD's board") << u"mi300x"_s << 4.0 << GpuInterconnect::InfinityFabric;
        QTest::newRow("unknown GPU") << u"import-x"_s << 8.0 << GpuInterconnect::Unknown;
    }
    void fabric()
    {
        QFETCH(QString, gpuId);
        QFETCH(double, count);
        QFETCH(GpuInterconnect, expected);
        CatalogRulesInput in;
        in.gpus = gpus();
        in.exceptions << exception(u"gpu-datasheet"_s, u"p/a"_s, u"*"_s, true);
        CatalogRules rules(in);
        QList<InstanceType> list{type(u"a"_s, gpuId, count)};
        rules.apply(u"p"_s, list);
        QCOMPARE(list[0].interconnect, expected);
        QCOMPARE(tally(rules, u"fabric-known"_s).changed, expected == GpuInterconnect::Unknown ? 1 : 0);
    }
    void fabricStated()
    {
        CatalogRulesInput in;
        in.gpus = gpus();
        FabricFact f;
        f.provider = u"p"_s;
        f.instance = u"a"_s;
        f.interconnect = GpuInterconnect::NVSwitch;
        f.rdma = RdmaKind::InfiniBand;
        f.networkGbps = 3200;
        f.sourceTitle = u"Docs"_s;
        f.sourceUrl = u"https://example.org/fabric"_s;
        in.fabric << f;
        f.instance = u"b"_s;
        in.fabric << f;
        f.instance = u"gone"_s;
        in.fabric << f;
        CatalogRules rules(in);
        QList<InstanceType> list{type(u"a"_s, u"h100"_s, 8), type(u"b"_s, u"h100"_s, 8)};
        list[1].rdma = RdmaKind::RoCE;
        rules.apply(u"p"_s, list);
        QCOMPARE(list[0].interconnect, GpuInterconnect::NVSwitch);
        QCOMPARE(list[0].rdma, RdmaKind::InfiniBand);
        QCOMPARE(list[0].networkGbps, std::optional<double>(3200));
        QVERIFY(list[0].notes.contains(u"https://example.org/fabric"_s));
        const QStringList failed = rules.failures();
        QCOMPARE(failed.size(), 2);
        QVERIFY2(failed[0].contains(u"p/b: RDMA roce, the page says infiniband"_s), qPrintable(failed[0]));
        QVERIFY2(failed[1].contains(u"p/gone is not in the catalog"_s), qPrintable(failed[1]));
    }

    // An exception nobody needs any more fails the build.
    void unusedExceptionsFail()
    {
        CatalogRulesInput in;
        in.exceptions << exception(u"availability"_s, u"p/nothing"_s, u"*"_s, true);
        CatalogRules rules(in);
        QList<InstanceType> list;
        rules.apply(u"p"_s, list);
        QCOMPARE(rules.failures().size(), 1);
        QVERIFY(rules.failures().first().contains(u"matches nothing"_s));
    }

    void badFilesNameThePathAndProblem_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not the format") << QByteArray(R"({"format": "x", "version": 1, "exceptions": []})")
                                        << u"gpu-planner-catalog-exceptions"_s;
        QTest::newRow("unknown rule")
            << QByteArray(R"({"format": "gpu-planner-catalog-exceptions", "version": 1, "exceptions": [
                {"rule": "nope", "instance": "p/a", "region": "*", "decision": "keep", "reason": "r", "source": "s"}]})")
            << u"exceptions[0].rule"_s;
        QTest::newRow("bad decision")
            << QByteArray(R"({"format": "gpu-planner-catalog-exceptions", "version": 1, "exceptions": [
                {"rule": "availability", "instance": "p/a", "region": "*", "decision": "maybe", "reason": "r",
                 "source": "s"}]})")
            << u"exceptions[0].decision"_s;
        QTest::newRow("no source")
            << QByteArray(R"({"format": "gpu-planner-catalog-exceptions", "version": 1, "exceptions": [
                {"rule": "availability", "instance": "p/a", "region": "*", "decision": "keep", "reason": "r"}]})")
            << u"source"_s;
        QTest::newRow("not JSON") << QByteArray("{") << u"exceptions.json"_s;
    }
    void badFilesNameThePathAndProblem()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, expected);
        const auto r = readRuleExceptions(data, u"exceptions.json"_s);
        QVERIFY(!r);
        QVERIFY2(r.error().toString().contains(expected), qPrintable(r.error().toString()));
        QVERIFY(r.error().isBadInput());
    }

    void readsTheOtherFiles()
    {
        const QByteArray retiredFile =
            "{\"format\": \"gpu-planner-retired-series\", \"version\": 1, \"series\": [{\"provider\": \"p\", "
            "\"series\": \"S\", \"pattern\": \"[\", \"retired\": \"2026-09-30\", \"source\": \"u\"}]}";
        const auto retired = readRetiredSeries(retiredFile, u"retired.json"_s);
        QVERIFY(!retired);
        QVERIFY2(retired.error().toString().contains(u"series[0].pattern"_s),
                 qPrintable(retired.error().toString()));
        const QByteArray fabricFile =
            "{\"format\": \"gpu-planner-fabric\", \"version\": 1, \"sources\": {\"s\": {\"title\": \"T\", "
            "\"url\": \"U\"}}, \"fabric\": [{\"provider\": \"p\", \"instance\": \"a\", \"rdma\": "
            "\"infiniband\", "
            "\"quote\": \"q\", \"source\": \"s\"}, {\"provider\": \"p\", \"instance\": \"b\", "
            "\"rdma\": \"carrier-pigeon\", \"quote\": \"q\", \"source\": \"s\"}]}";
        const auto fabric = readFabricFacts(fabricFile, u"fabric.json"_s);
        QVERIFY(!fabric);
        QVERIFY2(fabric.error().toString().contains(u"fabric[1].rdma"_s),
                 qPrintable(fabric.error().toString()));
    }
};

QTEST_GUILESS_MAIN(TestCatalogRules)
#include "tst_catalogrules.moc"
