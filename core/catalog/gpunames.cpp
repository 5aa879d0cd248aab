#include "gpunames.h"

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
    for (const char16_t* word :
         {u"NVIDIA", u"AMD", u"INTEL", u"HABANA", u"TESLA", u"TENSOR CORE", u"INSTINCT", u"GRID", u"GPU"})
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
                form = f;
                rest = rest.mid(t.size());
                consumed = true;
                break;
            }
        }
        if (consumed)
            continue;
        // "80GB", "141GB"
        qsizetype digits = 0;
        while (digits < rest.size() && rest[digits].isDigit())
            ++digits;
        if (digits > 0 && rest.mid(digits).startsWith(u"GB"_s)) {
            memoryGb = rest.left(digits).toDouble();
            rest = rest.mid(digits + 2);
            continue;
        }
        if (rest.startsWith(u"HBM3E"_s) || rest.startsWith(u"HBM3"_s) || rest.startsWith(u"HBM2E"_s)) {
            rest = rest.mid(rest.startsWith(u"HBM3E"_s) || rest.startsWith(u"HBM2E"_s) ? 5 : 4);
            continue;
        }
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
constexpr std::array<Model, 17> kModels{{
    {u"RTX6000ADA", u"nvidia-rtx-6000-ada"},
    {u"MI300X", u"amd-mi300x"},
    {u"MI250X", u"amd-mi250x"},
    {u"GAUDI3", u"intel-gaudi3"},
    {u"GAUDI2", u"intel-gaudi2"},
    {u"H200", u"nvidia-h200-sxm-141gb"},
    {u"B200", u"nvidia-b200"},
    {u"H100", nullptr},
    {u"A100", nullptr},
    {u"V100", nullptr},
    {u"L40S", u"nvidia-l40s"},
    {u"A10G", u"nvidia-a10g"},
    {u"A40", u"nvidia-a40"},
    {u"A10", u"nvidia-a10"},
    {u"L4", u"nvidia-l4"},
    {u"T4", u"nvidia-t4"},
    {u"MI300", nullptr}, // never matches alone: keeps "MI300A" from being read as MI300X
}};

Form formFromInstanceName(const QString& instance)
{
    const QString n = instance.toLower();
    if (n.contains(u"pcie"_s))
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
        if (m.id) {
            if (form == Form::Nvl)
                return {}; // "H200 NVL" is another part than the table's one variant
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
    bool dash = false;
    for (QChar c : name.toLower()) {
        if ((c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9')) {
            out += c;
            dash = false;
        } else if (!dash && !out.isEmpty()) {
            out += u'-';
            dash = true;
        }
    }
    while (out.endsWith(u'-'))
        out.chop(1);
    return out.left(48);
}

} // namespace gp
