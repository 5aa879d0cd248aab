// GPU names from price files mapped onto the GPU table (core/catalog/gpunames.h).
#include "gpunames.h"
#include "testcatalog.h"

#include <QRegularExpression>
#include <QTest>

using namespace gp;
using namespace Qt::StringLiterals;

class tst_GpuNames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void matches_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<double>("memoryGb"); // 0: not given
        QTest::addColumn<QString>("instance");
        QTest::addColumn<QString>("id");
        QTest::addColumn<bool>("assumed");
        // SkyPilot names
        QTest::newRow("A100 with 40 GB, SXM4 in the name")
            << u"A100"_s << 40.0 << u"gpu_1x_a100_sxm4"_s << u"nvidia-a100-sxm4-40gb"_s << false;
        QTest::newRow("A100 without form factor")
            << u"A100"_s << 40.0 << u"gpu_8x_a100"_s << u"nvidia-a100-sxm4-40gb"_s << true;
        QTest::newRow("A100-80GB") << u"A100-80GB"_s << 0.0 << u"gpu_8x_a100_80gb_sxm4"_s
                                   << u"nvidia-a100-sxm4-80gb"_s << false;
        QTest::newRow("RunPod A100 PCIe 80 GB")
            << u"A100 PCIe"_s << 80.0 << u"1x_A100-80GB_SECURE"_s << u"nvidia-a100-pcie-80gb"_s << false;
        QTest::newRow("H100 PCIe by instance name")
            << u"H100"_s << 80.0 << u"gpu_1x_h100_pcie"_s << u"nvidia-h100-pcie-80gb"_s << false;
        QTest::newRow("H100 SXM by instance name")
            << u"H100"_s << 80.0 << u"gpu-h100-sxm_8gpu-128vcpu-1600gb"_s << u"nvidia-h100-sxm5-80gb"_s
            << false;
        QTest::newRow("H100-SXM (Cudo)") << u"H100-SXM"_s << 80.0 << u"sapphire-rapids-h100_8x96v192gb"_s
                                         << u"nvidia-h100-sxm5-80gb"_s << false;
        QTest::newRow("H100-NVLINK (Fluidstack)")
            << u"H100-NVLINK"_s << 80.0 << u"H100_NVLINK_80GB::8"_s << u"nvidia-h100-sxm5-80gb"_s << false;
        QTest::newRow("H100-MEGA") << u"H100-MEGA"_s << 0.0 << u"a3-megagpu-8g"_s
                                   << u"nvidia-h100-sxm5-80gb"_s << false;
        QTest::newRow("H100 NVL") << u"H100 NVL"_s << 0.0 << u"x"_s << u"nvidia-h100-nvl-94gb"_s << false;
        QTest::newRow("H100 unstated")
            << u"H100"_s << 0.0 << u"BM.GPU.H100.8"_s << u"nvidia-h100-sxm5-80gb"_s << true;
        QTest::newRow("V100-32GB") << u"V100-32GB"_s << 0.0 << u"x"_s << u"nvidia-v100-sxm2-32gb"_s << true;
        QTest::newRow("V100 16 GB") << u"V100"_s << 16.0 << u"gpu_8x_v100"_s << u"nvidia-v100-sxm2-16gb"_s
                                    << true;
        QTest::newRow("H200") << u"H200"_s << 0.0 << u"x"_s << u"nvidia-h200-sxm-141gb"_s << false;
        QTest::newRow("B200") << u"B200"_s << 0.0 << u"gpu_8x_b200_sxm6"_s << u"nvidia-b200"_s << false;
        QTest::newRow("L40S") << u"L40S"_s << 0.0 << u"x"_s << u"nvidia-l40s"_s << false;
        QTest::newRow("A10G before A10") << u"A10G"_s << 0.0 << u"g5.xlarge"_s << u"nvidia-a10g"_s << false;
        QTest::newRow("A10") << u"A10"_s << 0.0 << u"gpu_1x_a10"_s << u"nvidia-a10"_s << false;
        QTest::newRow("A40") << u"A40"_s << 0.0 << u"x"_s << u"nvidia-a40"_s << false;
        QTest::newRow("L4") << u"L4"_s << 0.0 << u"g2-standard-4"_s << u"nvidia-l4"_s << false;
        QTest::newRow("MI300X") << u"MI300X"_s << 0.0 << u"x"_s << u"amd-mi300x"_s << false;
        // ec2instances.info names
        QTest::newRow("NVIDIA T4 Tensor Core")
            << u"NVIDIA T4 Tensor Core"_s << 16.0 << u"g4dn.xlarge"_s << u"nvidia-t4"_s << false;
        QTest::newRow("NVIDIA Tesla V100")
            << u"NVIDIA Tesla V100"_s << 16.0 << u"p3.16xlarge"_s << u"nvidia-v100-sxm2-16gb"_s << true;
        QTest::newRow("NVIDIA A100 40 GB")
            << u"NVIDIA A100"_s << 40.0 << u"p4d.24xlarge"_s << u"nvidia-a100-sxm4-40gb"_s << true;
        QTest::newRow("NVIDIA A100 80 GB")
            << u"NVIDIA A100"_s << 80.0 << u"p4de.24xlarge"_s << u"nvidia-a100-sxm4-80gb"_s << true;
        QTest::newRow("NVIDIA A10G") << u"NVIDIA A10G"_s << 24.0 << u"g5.xlarge"_s << u"nvidia-a10g"_s
                                     << false;
        QTest::newRow("L40 is not L4") << u"L40"_s << 48.0 << u"x"_s << u"nvidia-l40"_s << false;
        QTest::newRow("RTX6000 (Turing) is not RTX 6000 Ada")
            << u"RTX6000"_s << 24.0 << u"gpu_1x_rtx6000"_s << u"nvidia-quadro-rtx-6000"_s << false;
        QTest::newRow("A6000") << u"A6000"_s << 48.0 << u"gpu_1x_a6000"_s << u"nvidia-rtx-a6000"_s << false;
        QTest::newRow("GH200") << u"GH200"_s << 96.0 << u"gpu_1x_gh200"_s << u"nvidia-gh200-96gb"_s << false;
        QTest::newRow("H200 NVL") << u"H200 NVL"_s << 141.0 << u"x"_s << u"nvidia-h200-nvl-141gb"_s << false;
        QTest::newRow("Vast's RTX PRO 6000 WS")
            << u"RTXPRO6000WS"_s << 95.6 << u"x"_s << u"nvidia-rtx-pro-6000"_s << false;
        QTest::newRow("RTX PRO 6000 96GB")
            << u"RTX PRO 6000 96GB"_s << 0.0 << u"x"_s << u"nvidia-rtx-pro-6000"_s << false;
        QTest::newRow("GeForce RTX 4090")
            << u"NVIDIA GeForce RTX 4090"_s << 24.0 << u"x"_s << u"nvidia-rtx-4090"_s << false;
        QTest::newRow("H20 is not H200") << u"H20"_s << 96.0 << u"x"_s << u"nvidia-h20"_s << false;
        QTest::newRow("P40 is not P4") << u"P40"_s << 24.0 << u"x"_s << QString() << false;
        QTest::newRow("MI250 is not MI25") << u"MI250"_s << 128.0 << u"x"_s << QString() << false;
        QTest::newRow("Cudo's a100-pci names PCIe")
            << u"A100"_s << 80.0 << u"epyc-milan-a100-pci_1x"_s << u"nvidia-a100-pcie-80gb"_s << false;
        QTest::newRow("Hyperstack's 80G PCIe")
            << u"A100-80G-PCIe"_s << 0.0 << u"n3-A100x1"_s << u"nvidia-a100-pcie-80gb"_s << false;
        QTest::newRow("a PCIe card with an NVLink bridge stays PCIe")
            << u"H100-80G-PCIe-NVLink"_s << 0.0 << u"n3-H100x8-NVLink"_s << u"nvidia-h100-pcie-80gb"_s
            << false;
        QTest::newRow("Hyperstack's SXM5")
            << u"H100-80G-SXM5"_s << 0.0 << u"n3-H100-SXM5x8"_s << u"nvidia-h100-sxm5-80gb"_s << false;
        QTest::newRow("A800") << u"A800"_s << 80.0 << u"x"_s << u"nvidia-a800-80gb"_s << false;
        QTest::newRow("Tesla M60") << u"NVIDIA Tesla M60"_s << 8.0 << u"g3.4xlarge"_s << u"nvidia-m60"_s
                                   << false;
        QTest::newRow("Inferentia") << u"AWS Inferentia"_s << 8.0 << u"inf1.xlarge"_s << QString() << false;
        QTest::newRow("H100 with junk after it") << u"H100X"_s << 0.0 << u"x"_s << QString() << false;
        QTest::newRow("empty") << QString() << 0.0 << u"x"_s << QString() << false;
    }

    void matches()
    {
        QFETCH(QString, name);
        QFETCH(double, memoryGb);
        QFETCH(QString, instance);
        QFETCH(QString, id);
        QFETCH(bool, assumed);
        const GpuMatch m =
            matchGpuName({name, memoryGb > 0 ? std::optional<double>(memoryGb) : std::nullopt, instance});
        QCOMPARE(m.gpuId, id);
        QCOMPARE(!m.assumption.isEmpty(), assumed);
    }

    // Every id the matcher can give is in the built-in GPU table.
    void idsExistInTheTable()
    {
        const Catalog c = loadSnapshotCatalog();
        for (const QString& name :
             {u"A100"_s,   u"A100-80GB"_s, u"A100 PCIe"_s, u"H100"_s,        u"H100 PCIe"_s, u"H100 NVL"_s,
              u"V100"_s,   u"V100-32GB"_s, u"V100 PCIe"_s, u"H200"_s,        u"B200"_s,      u"L40S"_s,
              u"A10G"_s,   u"A10"_s,       u"A40"_s,       u"L4"_s,          u"T4"_s,        u"MI300X"_s,
              u"MI250X"_s, u"Gaudi2"_s,    u"Gaudi3"_s,    u"RTX 6000 Ada"_s}) {
            const GpuMatch m = matchGpuName({name, std::nullopt, {}});
            QVERIFY2(!m.gpuId.isEmpty(), qPrintable(name));
            QVERIFY2(c.gpu(m.gpuId), qPrintable(m.gpuId));
        }
        QVERIFY(c.gpu(matchGpuName({u"V100 PCIe"_s, 32.0, {}}).gpuId));
        QVERIFY(c.gpu(matchGpuName({u"A100 PCIe"_s, 40.0, {}}).gpuId));
    }

    void slugs()
    {
        QCOMPARE(gpuNameSlug(u"NVIDIA Tesla M60"_s), u"nvidia-tesla-m60"_s);
        QCOMPARE(gpuNameSlug(u"  RTX A6000!! "_s), u"rtx-a6000"_s);
        QCOMPARE(gpuNameSlug(u"AWS Inferentia"_s), u"aws-inferentia"_s);
        // Names that differ only where a slug would cut or drop them keep apart.
        const QString longName = u"Vendor Accelerator Model With A Very Long Marketing Name"_s;
        QVERIFY(gpuNameSlug(longName + u" 48GB"_s) != gpuNameSlug(longName + u" 96GB"_s));
        QVERIFY(gpuNameSlug(longName).size() <= 48);
        QVERIFY(gpuNameSlug(u"昇腾 910B"_s) != gpuNameSlug(u"天数 910B"_s));
        QVERIFY(gpuNameSlug(u"昇腾 910B"_s).startsWith(u"910b-"_s));
        QVERIFY(!gpuNameSlug(u"昇腾"_s).isEmpty());
        // The same name written otherwise is still one GPU.
        QCOMPARE(gpuNameSlug(u"昇腾 910B"_s), gpuNameSlug(u"昇腾  910b"_s));
        static const QRegularExpression idChars(u"^[a-z0-9-]+$"_s);
        for (const QString& n : {longName, u"昇腾 910B"_s, u"昇腾"_s})
            QVERIFY2(idChars.match(gpuNameSlug(n)).hasMatch(), qPrintable(gpuNameSlug(n)));
    }
};

QTEST_GUILESS_MAIN(tst_GpuNames)
#include "tst_gpunames.moc"
