#include "gpunames.h"

#include <QCryptographicHash>
#include <QRegularExpression>
#include <QStringList>

#include <array>
#include <cmath>

using namespace Qt::StringLiterals;

namespace gp {

namespace {

enum class Form
{
    Unstated,
    Sxm,
    Pcie,
    Nvl
};

// Upper case, vendor and marketing words dropped, only letters and digits kept.
QString normalized(const QString& name)
{
    QString n = name.toUpper();
    for (const char16_t* word : {u"NVIDIA", u"AMD", u"INTEL", u"HABANA", u"TESLA", u"TENSOR CORE",
                                 u"INSTINCT", u"GRID", u"GPU", u"GEFORCE", u"QUADRO", u"AWS"})
        n.replace(QString::fromUtf16(word), QString());
    QString out;
    for (QChar c : n) {
        if (c.isLetterOrNumber())
            out += c;
    }
    return out;
}

// Strips the qualifiers a name may carry after the model; false when something else is left.
bool readQualifiers(QString rest, std::optional<double>& memoryGb, Form& form)
{
    static const std::array<std::pair<const char16_t*, Form>, 9> forms{{
        {u"NVLINK", Form::Sxm},
        {u"MEGA", Form::Sxm},
        {u"SXM6", Form::Sxm},
        {u"SXM5", Form::Sxm},
        {u"SXM4", Form::Sxm},
        {u"SXM2", Form::Sxm},
        {u"SXM", Form::Sxm},
        {u"PCIE", Form::Pcie},
        {u"NVL", Form::Nvl},
    }};
    while (!rest.isEmpty()) {
        bool consumed = false;
        for (const auto& [token, f] : forms) {
            const QString t = QString::fromUtf16(token);
            if (rest.startsWith(t)) {
                // "A100-80G-PCIe-NVLink" (Hyperstack) is a PCIe card with an NVLink bridge, not an SXM part.
                if (!(f == Form::Sxm && t == u"NVLINK"_s && form == Form::Pcie))
                    form = f;
                rest = rest.mid(t.size());
                consumed = true;
                break;
            }
        }
        if (consumed)
            continue;
        // "80GB", "141GB", and Hyperstack's "80G"
        qsizetype digits = 0;
        while (digits < rest.size() && rest[digits].isDigit())
            ++digits;
        if (digits > 0 && rest.mid(digits).startsWith(u"GB"_s)) {
            memoryGb = rest.left(digits).toDouble();
            rest = rest.mid(digits + 2);
            continue;
        }
        if (digits > 0 && rest.mid(digits).startsWith(u'G')) {
            memoryGb = rest.left(digits).toDouble();
            rest = rest.mid(digits + 1);
            continue;
        }
        if (rest.startsWith(u"HBM3E"_s) || rest.startsWith(u"HBM3"_s) || rest.startsWith(u"HBM2E"_s)) {
            rest = rest.mid(rest.startsWith(u"HBM3E"_s) || rest.startsWith(u"HBM2E"_s) ? 5 : 4);
            continue;
        }
        // Words that name an edition of the same part.
        bool edition = false;
        for (const char16_t* word : {u"SERVEREDITION", u"WORKSTATIONEDITION", u"BLACKWELL", u"GDDR7",
                                     u"GDDR6X", u"GDDR6", u"WS", u"SE"}) {
            const QString w = QString::fromUtf16(word);
            if (rest.startsWith(w)) {
                rest = rest.mid(w.size());
                edition = true;
                break;
            }
        }
        if (edition)
            continue;
        return false;
    }
    return true;
}

struct Model
{
    const char16_t* key; // normalized name
    const char16_t* id;  // gpus.json id for the models with one variant
};

// Longest keys first so "A10G" is tried before "A10" and "MI300X" before anything shorter.
constexpr std::array<Model, 52> kModels{{
    {u"RTX6000ADA", u"nvidia-rtx-6000-ada"},
    {u"RTXPRO6000", u"nvidia-rtx-pro-6000"},
    {u"RTXA6000", u"nvidia-rtx-a6000"},
    {u"RTXA5000", u"nvidia-rtx-a5000"},
    {u"RTXA4000", u"nvidia-rtx-a4000"},
    {u"RTX6000", u"nvidia-quadro-rtx-6000"},
    {u"RTX5090", u"nvidia-rtx-5090"},
    {u"RTX4090", u"nvidia-rtx-4090"},
    {u"RTX3090", u"nvidia-rtx-3090"},
    {u"RADEONPROV520", u"amd-radeon-pro-v520"},
    {u"RADEONPROV620", u"amd-radeon-pro-v620"},
    {u"RADEONPROV710", u"amd-radeon-pro-v710"},
    {u"INFERENTIA2", u"aws-inferentia2"},
    {u"TRAINIUM2", u"aws-trainium2"},
    {u"TRAINIUM", u"aws-trainium"},
    {u"MI325X", u"amd-mi325x"},
    {u"MI355X", u"amd-mi355x"},
    {u"MI300X", u"amd-mi300x"},
    {u"MI250X", u"amd-mi250x"},
    {u"GAUDI3", u"intel-gaudi3"},
    {u"GAUDI2", u"intel-gaudi2"},
    {u"A6000", u"nvidia-rtx-a6000"},
    {u"A5000", u"nvidia-rtx-a5000"},
    {u"A4000", u"nvidia-rtx-a4000"},
    {u"GH200", u"nvidia-gh200-96gb"},
    {u"GB200", u"nvidia-gb200"},
    {u"H200", nullptr},
    {u"B200", u"nvidia-b200"},
    {u"B300", u"nvidia-b300"},
    {u"H100", nullptr},
    {u"H800", u"nvidia-h800-sxm5-80gb"},
    {u"A100", nullptr},
    {u"A800", u"nvidia-a800-80gb"},
    {u"V100", nullptr},
    {u"P100", u"nvidia-p100-pcie-16gb"},
    {u"L40S", u"nvidia-l40s"},
    {u"A10G", u"nvidia-a10g"},
    {u"MI25", u"amd-mi25"},
    {u"V620", u"amd-radeon-pro-v620"},
    {u"V710", u"amd-radeon-pro-v710"},
    {u"T4G", u"nvidia-t4"},
    {u"H20", u"nvidia-h20"},
    {u"L40", u"nvidia-l40"},
    {u"L20", u"nvidia-l20"},
    {u"A40", u"nvidia-a40"},
    {u"A30", u"nvidia-a30"},
    {u"A10", u"nvidia-a10"},
    {u"K80", u"nvidia-k80"},
    {u"M60", u"nvidia-m60"},
    {u"L4", u"nvidia-l4"},
    {u"T4", u"nvidia-t4"},
    {u"P4", u"nvidia-p4"},
}};

Form formFromInstanceName(const QString& instance)
{
    const QString n = instance.toLower();
    static const QRegularExpression pci(u"(^|[-_.])pci([-_.]|$)"_s);
    if (n.contains(u"pcie"_s) || n.contains(pci)) // Cudo: "a100-pci_..."
        return Form::Pcie;
    if (n.contains(u"sxm"_s) || n.contains(u"nvlink"_s))
        return Form::Sxm;
    if (n.contains(u"nvl"_s))
        return Form::Nvl;
    return Form::Unstated;
}

} // namespace

GpuMatch matchGpuName(const GpuNameHints& hints)
{
    const QString n = normalized(hints.name);
    if (n.isEmpty())
        return {};
    for (const Model& m : kModels) {
        const QString key = QString::fromUtf16(m.key);
        if (!n.startsWith(key))
            continue;
        std::optional<double> memory;
        Form form = Form::Unstated;
        if (!readQualifiers(n.mid(key.size()), memory, form))
            continue;
        if (key == u"A800"_s &&
            (form == Form::Pcie || formFromInstanceName(hints.instanceName) == Form::Pcie))
            return {u"nvidia-a800-pcie-80gb"_s, {}};
        if (m.id) {
            if (form == Form::Nvl)
                return {}; // an NVL part is another part than the table's one variant
            return {QString::fromUtf16(m.id), {}};
        }
        if (!memory && hints.memoryGb && *hints.memoryGb > 0)
            memory = hints.memoryGb;
        if (form == Form::Unstated)
            form = formFromInstanceName(hints.instanceName);
        QString assumption;
        const auto near = [&](double gb) { return memory && std::abs(*memory - gb) <= gb * 0.1; };
        if (key == u"A100"_s) {
            const bool big = near(80);
            if (!memory)
                assumption = u"memory not stated: the 40 GB A100 assumed"_s;
            if (form == Form::Unstated) {
                form = Form::Sxm;
                assumption = u"form factor not stated: SXM4 assumed (PCIe has the same compute figures)"_s;
            }
            const bool pcie = form == Form::Pcie;
            return {big ? (pcie ? u"nvidia-a100-pcie-80gb"_s : u"nvidia-a100-sxm4-80gb"_s)
                        : (pcie ? u"nvidia-a100-pcie-40gb"_s : u"nvidia-a100-sxm4-40gb"_s),
                    assumption};
        }
        if (key == u"H200"_s)
            return {form == Form::Nvl ? u"nvidia-h200-nvl-141gb"_s : u"nvidia-h200-sxm-141gb"_s, {}};
        if (key == u"H100"_s) {
            if (form == Form::Pcie)
                return {u"nvidia-h100-pcie-80gb"_s, {}};
            if (form == Form::Nvl || near(94) || near(96))
                return {u"nvidia-h100-nvl-94gb"_s, {}};
            if (form == Form::Unstated)
                assumption = u"form factor not stated: H100 SXM5 assumed"_s;
            return {u"nvidia-h100-sxm5-80gb"_s, assumption};
        }
        if (key == u"V100"_s) {
            const bool big = near(32);
            if (!memory)
                assumption = u"memory not stated: the 16 GB V100 assumed"_s;
            if (form == Form::Unstated) {
                form = Form::Sxm;
                assumption = u"form factor not stated: SXM2 assumed"_s;
            }
            const bool pcie = form == Form::Pcie;
            return {big ? (pcie ? u"nvidia-v100-pcie-32gb"_s : u"nvidia-v100-sxm2-32gb"_s)
                        : (pcie ? u"nvidia-v100-pcie-16gb"_s : u"nvidia-v100-sxm2-16gb"_s),
                    assumption};
        }
    }
    return {};
}

QString gpuNameSlug(const QString& name)
{
    QString out;
    QString key; // the name as the slug would keep it, were every letter and digit allowed
    bool dash = false;
    for (QChar c : name.toLower()) {
        if ((c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9')) {
            out += c;
            key += c;
            dash = false;
        } else if (c.isLetterOrNumber()) {
            key += c;
            dash = false;
        } else if (!dash && !key.isEmpty()) {
            if (!out.isEmpty() && !out.endsWith(u'-'))
                out += u'-';
            key += u'-';
            dash = true;
        }
    }
    while (out.endsWith(u'-'))
        out.chop(1);
    while (key.endsWith(u'-'))
        key.chop(1);
    // Two names must not share a slug because one was cut or lost its non-Latin letters ("昇腾 910B" and
    // "天数 910B"): then the slug carries a short hash of what was dropped.
    if (out == key && out.size() <= 48 && !out.isEmpty())
        return out;
    const QByteArray hash =
        QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha256).toHex().left(8);
    QString cut = out.left(39);
    while (cut.endsWith(u'-'))
        cut.chop(1);
    return (cut.isEmpty() ? QString() : cut + u'-') + QString::fromLatin1(hash);
}

} // namespace gp
